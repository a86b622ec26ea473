import { ConsultationColumns } from '../components/ConsultationColumns';
import { Gallery } from '../components/gallery/Gallery';
import { LoadedGallery } from '../components/gallery/LoadedGallery';
import '../components/gallery/gallery.css';
import { reloadPage } from '../lib/reload-page';
import '../styles/public.css';
import { useAcademyFacts } from '@academy/context';

const SKELETON_TILES = 8;
/**
 * A phone opens on four rows of two (the fourth under the lead's last line), a desktop on two rows
 * of four: a lazy picture among them would load late and become the page's largest paint.
 */
const FIRST_SCREEN_PICTURES = 8;

/** /gallery: every visible picture with its caption, then how to reach the academy. */
export default function GalleryPage() {
  const academy = useAcademyFacts();
  return (
    <div className="container page" data-remote="public">
      <h1 className="page__title">갤러리</h1>
      <p className="page__lead">
        {academy.name}의 교실과 자습실, 수업 현장을 사진으로 소개합니다. 사진을 누르면 크게 볼 수 있습니다.
      </p>
      <LoadedGallery skeletonTiles={SKELETON_TILES} showCaptions onRetry={reloadPage}>
        {(items) => <Gallery items={items} showCaptions firstScreen={FIRST_SCREEN_PICTURES} />}
      </LoadedGallery>

      <section className="gallery-page__info consultation" aria-labelledby="gallery-info-title">
        <ConsultationColumns
          titleId="gallery-info-title"
          title="직접 방문해 보세요"
          text={
            <>
              {academy.name} · {academy.address}
              <br />
              사진으로 다 담지 못한 분위기는 방문 상담에서 확인하실 수 있습니다. 방문 전에 전화로 예약해 주세요.
            </>
          }
          phoneLabel={`전화 ${academy.phone}`}
          emailLabel={`이메일 ${academy.email}`}
        />
      </section>
    </div>
  );
}
