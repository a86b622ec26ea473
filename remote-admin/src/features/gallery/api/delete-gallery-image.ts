import { apiRequest, type RequestOptions } from '@academy/context';

export function deleteGalleryImage(id: string, options: RequestOptions = {}): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('DELETE', `/api/admin/gallery/${encodeURIComponent(id)}`, undefined, options);
}
