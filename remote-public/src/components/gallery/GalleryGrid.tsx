import type { GalleryItem } from '@academy/common';
import './gallery.css';
import { galleryLabel } from './gallery-text';
import { GalleryImage } from './GalleryImage';

interface GalleryGridProps {
  items: GalleryItem[];
  showCaptions: boolean;
  onOpen: (index: number) => void;
  /** How many pictures the page opens on: they load at once instead of lazily. */
  firstScreen?: number;
}

/** 2, 3 or 4 columns by width; every picture opens the full-screen viewer. */
export function GalleryGrid({ items, showCaptions, onOpen, firstScreen = 0 }: GalleryGridProps) {
  return (
    <ul className="gallery-grid">
      {items.map((item, index) => {
        const label = galleryLabel(item, index);
        return (
          <li key={item.id} className="gallery-grid__cell">
            <figure className="gallery-grid__figure">
              <button
                type="button"
                className="gallery-grid__button"
                onClick={() => onOpen(index)}
                aria-label={`${label} 크게 보기`}
              >
                <GalleryImage
                  item={item}
                  label={label}
                  className="gallery-grid__image"
                  loading={index < firstScreen ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 && firstScreen > 0 ? 'high' : undefined}
                  decoding="async"
                  width={600}
                  height={400}
                />
              </button>
              {showCaptions && <figcaption className="gallery-grid__caption">{label}</figcaption>}
            </figure>
          </li>
        );
      })}
    </ul>
  );
}

/** Placeholders of the grid's exact shape, so sections below do not jump when the pictures arrive. */
export function GallerySkeleton({ count, showCaptions }: { count: number; showCaptions: boolean }) {
  return (
    <ul className="gallery-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="gallery-grid__cell">
          <div className="gallery-grid__figure">
            <div className="skeleton gallery-grid__placeholder" />
            {showCaptions && <div className="skeleton gallery-grid__caption-placeholder" />}
          </div>
        </li>
      ))}
    </ul>
  );
}
