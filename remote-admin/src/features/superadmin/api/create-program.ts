import type { Program } from '@academy/common';
import type { ProgramInput } from '@academy/common/entity-fields';
import { api } from '@academy/context';

export type { ProgramInput };

export function createProgram(input: ProgramInput): Promise<Program> {
  return api.post('/superadmin/programs', { body: input });
}
