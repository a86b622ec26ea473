import type { GalleryItem } from '@academy/common';
import { getJson, type RequestOptions } from '@academy/context';

/** Every image, hidden ones included. */
export async function getAdminGallery(options: RequestOptions = {}): Promise<GalleryItem[]> {
  return (await getJson<GalleryItem[]>('/api/admin/gallery', options)) ?? [];
}
