import { api } from '@academy/context';

export function deleteProgram(id: string): Promise<{ ok: true }> {
  return api.delete('/superadmin/programs/{id}', { params: { path: { id } } });
}
