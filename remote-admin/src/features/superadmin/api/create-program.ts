import type { Program } from '@academy/common';
import type { ProgramInput } from '@academy/common/entity-fields';
import { api } from '@academy/context';

export type { ProgramInput };

export function createProgram(input: ProgramInput): Promise<Program> {
  // common's ProgramFields allows content null, the API's body requires a string; the form always
  // sends one (ProgramForm: `values.content?.trim() ?? ''`).
  return api.post('/superadmin/programs', { body: { ...input, content: input.content as string } });
}
