import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { DashboardGalleryPanel } from './DashboardGalleryPanel';

/** /admin/gallery: the dashboard console's gallery panel inside the admin section. */
export function GalleryScreen() {
  return (
    <section className="admin-screen" aria-labelledby="gallery-title">
      <ScreenHeader
        id="gallery-title"
        title={ADMIN_MESSAGES.admin.screens.gallery}
        lead="홈페이지 갤러리의 사진을 추가하고 공개 여부를 관리합니다."
      />
      <DashboardGalleryPanel />
    </section>
  );
}
