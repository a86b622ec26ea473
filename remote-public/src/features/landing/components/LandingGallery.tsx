import { Link } from 'react-router-dom';
import { MESSAGES } from '@academy/common';
import { StatusPanel } from '../../../components/StatusPanel';
import { useGallery } from '../../gallery/api/use-gallery';
import { Gallery } from '../../gallery/components/Gallery';
import { GallerySkeleton } from '../../gallery/components/GalleryGrid';

/** Spec 000 §1: the landing page shows seven pictures; the rest are on /gallery. */
export const LANDING_GALLERY_SIZE = 7;

export function LandingGallery() {
  const { items, isLoading, error, reload } = useGallery();
  if (isLoading) return <GallerySkeleton count={LANDING_GALLERY_SIZE} showCaptions={false} />;
  if (error) {
    return (
      <StatusPanel
        tone="error"
        title={MESSAGES.content.galleryLoadFailed}
        action={
          <button type="button" className="button" onClick={reload}>
            {MESSAGES.publicSite.retry}
          </button>
        }
      >
        <p>{MESSAGES.publicSite.loadFailedHint}</p>
      </StatusPanel>
    );
  }
  if (items.length === 0) return <StatusPanel tone="empty" title={MESSAGES.publicSite.galleryEmpty} />;
  return (
    <>
      <Gallery items={items.slice(0, LANDING_GALLERY_SIZE)} />
      <div className="section-more">
        <Link to="/gallery" className="button">
          갤러리 전체 보기
        </Link>
      </div>
    </>
  );
}
