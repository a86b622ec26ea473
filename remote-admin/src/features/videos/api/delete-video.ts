import { apiRequest } from '@academy/context';

export function deleteVideo(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('DELETE', `/api/admin/videos/${encodeURIComponent(id)}`);
}
