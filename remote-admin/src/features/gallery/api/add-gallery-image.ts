import type { GalleryItem } from '@academy/common';
import { apiRequest, type RequestOptions } from '@academy/context';

/** The dashboard gallery manager's body; a null caption clears it. */
export interface GalleryImageInput {
  caption: string | null;
  imageUrl: string;
}

export function addGalleryImage(input: GalleryImageInput, options: RequestOptions = {}): Promise<GalleryItem> {
  return apiRequest<GalleryItem>('POST', '/api/admin/gallery', input, options);
}
