import type { GalleryItem } from '@academy/common';
import { apiRequest } from '@academy/context';

export interface SimpleImageInput {
  title: string;
  description?: string;
  imageUrl: string;
}

export function addGalleryImage(input: SimpleImageInput): Promise<GalleryItem> {
  return apiRequest<GalleryItem>('POST', '/api/simple/gallery', input);
}
