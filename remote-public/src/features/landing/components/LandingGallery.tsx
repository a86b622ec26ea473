import { Link } from 'react-router-dom';
import { Gallery } from '../../../components/gallery/Gallery';
import { LoadedGallery } from '../../../components/gallery/LoadedGallery';

/** The landing page shows seven pictures; the rest are on /gallery. */
export const LANDING_GALLERY_SIZE = 7;

export function LandingGallery() {
  return (
    <LoadedGallery skeletonTiles={LANDING_GALLERY_SIZE} showCaptions={false} quietRetry>
      {(items) => (
        <>
          <Gallery items={items.slice(0, LANDING_GALLERY_SIZE)} />
          <div className="section-more">
            <Link to="/gallery" className="button">
              갤러리 전체 보기
            </Link>
          </div>
        </>
      )}
    </LoadedGallery>
  );
}
