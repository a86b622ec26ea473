import type { GalleryItem as GalleryItemWire } from '@academy/common';
import type { GalleryItem } from './gallery-item.entity';

export function toGalleryWire(item: GalleryItem): GalleryItemWire {
  return {
    id: item.id,
    url: item.url,
    caption: item.caption,
    title: item.title,
    description: item.description,
    visible: item.visible,
    createdAt: item.createdAt.toISOString(),
  };
}

/** Visitors see a caption even for images the simple console added with a title only. */
export function toPublicGalleryWire(item: GalleryItem): GalleryItemWire {
  return { ...toGalleryWire(item), caption: item.caption ?? item.title };
}
