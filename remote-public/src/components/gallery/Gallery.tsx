import { useCallback, useState } from 'react';
import type { GalleryItem } from '@academy/common';
import { GalleryGrid } from './GalleryGrid';
import { GalleryViewer } from './GalleryViewer';

interface GalleryProps {
  items: GalleryItem[];
  showCaptions?: boolean;
  /** How many pictures the page opens on (see GalleryGrid). */
  firstScreen?: number;
}

/** The grid and its viewer; previous and next wrap around at both ends. */
export function Gallery({ items, showCaptions = false, firstScreen = 0 }: GalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const total = items.length;
  const close = useCallback(() => setOpenIndex(null), []);
  const previous = useCallback(
    () => setOpenIndex((index) => (index === null ? null : (index - 1 + total) % total)),
    [total],
  );
  const next = useCallback(() => setOpenIndex((index) => (index === null ? null : (index + 1) % total)), [total]);

  return (
    <>
      <GalleryGrid items={items} showCaptions={showCaptions} onOpen={setOpenIndex} firstScreen={firstScreen} />
      {openIndex !== null && openIndex < total && (
        <GalleryViewer items={items} index={openIndex} onClose={close} onPrevious={previous} onNext={next} />
      )}
    </>
  );
}
