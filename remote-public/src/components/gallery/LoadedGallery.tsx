import type { ReactNode } from 'react';
import { MESSAGES, type GalleryItem } from '@academy/common';
import { LoadErrorPanel } from '../LoadErrorPanel';
import { StatusPanel } from '../StatusPanel';
import { useGallery } from './use-gallery';
import { GallerySkeleton } from './GalleryGrid';

interface LoadedGalleryProps {
  /** Placeholder tiles while the pictures load. */
  skeletonTiles: number;
  showCaptions: boolean;
  /** What the retry does; by default it asks the server again. */
  onRetry?: () => void;
  quietRetry?: boolean;
  /** Draws the pictures once there are some. */
  children: (items: GalleryItem[]) => ReactNode;
}

/** The gallery's loading, failed and empty states, shared by the landing section and /gallery. */
export function LoadedGallery({ skeletonTiles, showCaptions, onRetry, quietRetry, children }: LoadedGalleryProps) {
  const { items, isLoading, error, reload } = useGallery();
  if (isLoading) return <GallerySkeleton count={skeletonTiles} showCaptions={showCaptions} />;
  if (error)
    return <LoadErrorPanel title={MESSAGES.content.galleryLoadFailed} onRetry={onRetry ?? reload} quiet={quietRetry} />;
  if (items.length === 0) return <StatusPanel tone="empty" title={MESSAGES.publicSite.galleryEmpty} />;
  return children(items);
}
