import type { GalleryItem } from '@academy/common';
import { apiRequest, type RequestOptions } from '@academy/context';
import type { GalleryImageInput } from './add-gallery-image';

export function updateGalleryImage(
  id: string,
  input: GalleryImageInput,
  options: RequestOptions = {},
): Promise<GalleryItem> {
  return apiRequest<GalleryItem>('PUT', `/api/admin/gallery/${encodeURIComponent(id)}`, input, options);
}
