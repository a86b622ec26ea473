import { apiRequest } from '@academy/context';

export function deleteGalleryImage(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('DELETE', `/api/superadmin/gallery/${encodeURIComponent(id)}`);
}
