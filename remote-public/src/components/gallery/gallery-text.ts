import { ACADEMY, type GalleryItem } from '@academy/common';

/** What a picture shows, for its alt text and caption: caption, else title, else a numbered name. */
export function galleryLabel(item: GalleryItem, index: number): string {
  return item.caption?.trim() || item.title?.trim() || `${ACADEMY.name} 사진 ${index + 1}`;
}

/** A picture that fails to load stays in the grid; it is only reported. */
export function logImageError(item: GalleryItem): void {
  console.warn('[gallery] 이미지를 불러오지 못했습니다:', item.url);
}
