import { apiRequest } from '@academy/context';

export function deleteProgram(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('DELETE', `/api/superadmin/programs/${encodeURIComponent(id)}`);
}
