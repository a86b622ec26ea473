import type { GalleryItem } from '@academy/common';

/**
 * The one caption of a gallery image, as every console and the public gallery show it: the
 * caption, else the title the simple console gives its images.
 */
export function galleryCaption(image: Pick<GalleryItem, 'caption' | 'title'>): string | null {
  return image.caption?.trim() || image.title?.trim() || null;
}

/** How an image is named in toasts, confirmations and button names: its caption, else its address. */
export function galleryImageName(image: Pick<GalleryItem, 'caption' | 'title' | 'url'>): string {
  return galleryCaption(image) ?? image.url;
}
