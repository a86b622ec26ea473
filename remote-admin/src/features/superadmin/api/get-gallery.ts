import type { GalleryItem } from '@academy/common';
import { getJson } from '@academy/context';

/** Every image, hidden ones included. */
export async function getGallery(): Promise<GalleryItem[]> {
  return (await getJson<GalleryItem[]>('/api/superadmin/gallery')) ?? [];
}
