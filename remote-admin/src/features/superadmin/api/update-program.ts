import type { Program } from '@academy/common';
import { api } from '@academy/context';
import type { ProgramInput } from './create-program';

export function updateProgram(id: string, input: ProgramInput): Promise<Program> {
  // common's ProgramFields allows content null, the API's body a string or nothing; the form always
  // sends a string (ProgramForm: `values.content?.trim() ?? ''`).
  return api.put('/superadmin/programs/{id}', {
    params: { path: { id } },
    body: { ...input, content: input.content as string },
  });
}
