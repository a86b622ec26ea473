import type { Program } from '@academy/common';
import type { ProgramInput } from '@academy/common/entity-fields';
import { apiRequest } from '@academy/context';

export type { ProgramInput };

export function createProgram(input: ProgramInput): Promise<Program> {
  return apiRequest<Program>('POST', '/api/superadmin/programs', input);
}
