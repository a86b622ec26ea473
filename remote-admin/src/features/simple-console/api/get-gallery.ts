import type { GalleryItem } from '@academy/common';
import { getJson } from '@academy/context';

export async function getGallery(): Promise<GalleryItem[]> {
  return (await getJson<GalleryItem[]>('/api/simple/gallery')) ?? [];
}
