import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { GalleryItem } from '@academy/common';
import { useFocusTrap, useScrollLock } from '@academy/context/ui';
import { galleryLabel } from './gallery-text';
import { GalleryImage } from './GalleryImage';

interface GalleryViewerProps {
  items: GalleryItem[];
  index: number;
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * Full-screen viewer: close, previous and next buttons, an "n / total" counter,
 * Escape and the arrow keys, page scrolling locked and keyboard focus kept inside while open.
 */
export function GalleryViewer({ items, index, onClose, onPrevious, onNext }: GalleryViewerProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useScrollLock(true);
  useFocusTrap(dialogRef, true, closeRef);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft') onPrevious();
      else if (event.key === 'ArrowRight') onNext();
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose, onPrevious, onNext]);

  const item = items[index];
  if (!item) return null;
  const label = galleryLabel(item, index);
  const several = items.length > 1;

  return createPortal(
    <div
      ref={dialogRef}
      className="gallery-viewer"
      role="dialog"
      aria-modal="true"
      aria-label="사진 크게 보기"
      tabIndex={-1}
      // A click on the dark backdrop (not on the picture or a button) closes, as on most sites.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="gallery-viewer__bar">
        <p className="gallery-viewer__counter" aria-live="polite">
          {index + 1} / {items.length}
        </p>
        <button
          ref={closeRef}
          type="button"
          className="gallery-viewer__button gallery-viewer__close"
          onClick={onClose}
          aria-label="닫기"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <figure className="gallery-viewer__figure" onClick={(event) => event.target === event.currentTarget && onClose()}>
        <GalleryImage key={item.id} item={item} label={label} className="gallery-viewer__image" />
        <figcaption className="gallery-viewer__caption">{label}</figcaption>
      </figure>
      {several && (
        <>
          <button
            type="button"
            className="gallery-viewer__button gallery-viewer__nav gallery-viewer__nav--prev"
            onClick={onPrevious}
            aria-label="이전 사진"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="gallery-viewer__button gallery-viewer__nav gallery-viewer__nav--next"
            onClick={onNext}
            aria-label="다음 사진"
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
