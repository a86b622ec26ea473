import { apiRequest } from '@academy/context';

export function deleteNotice(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('DELETE', `/api/admin/notices/${encodeURIComponent(id)}`);
}
