import { apiRequest, type RequestOptions } from '@academy/context';

export function deleteVideo(id: string, options: RequestOptions = {}): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('DELETE', `/api/admin/videos/${encodeURIComponent(id)}`, undefined, options);
}
