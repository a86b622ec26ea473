import type { Program } from '@academy/common';
import { apiRequest } from '@academy/context';
import type { ProgramInput } from './create-program';

export function updateProgram(id: string, input: ProgramInput): Promise<Program> {
  return apiRequest<Program>('PUT', `/api/superadmin/programs/${encodeURIComponent(id)}`, input);
}
