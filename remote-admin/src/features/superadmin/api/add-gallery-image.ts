import type { GalleryItem } from '@academy/common';
import { apiRequest } from '@academy/context';

export function addGalleryImage(input: { url: string; caption?: string }): Promise<GalleryItem> {
  return apiRequest<GalleryItem>('POST', '/api/superadmin/gallery', input);
}
