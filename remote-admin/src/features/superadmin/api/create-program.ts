import type { Program } from '@academy/common';
import { apiRequest } from '@academy/context';

export type ProgramInput = Omit<Program, 'id'>;

export function createProgram(input: ProgramInput): Promise<Program> {
  return apiRequest<Program>('POST', '/api/superadmin/programs', input);
}
