import type { Program } from '@academy/common';
import { api } from '@academy/context';
import type { ProgramInput } from './create-program';

export function updateProgram(id: string, input: ProgramInput): Promise<Program> {
  return api.put('/superadmin/programs/{id}', {
    params: { path: { id } },
    body: input,
  });
}
