import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { ScreenHeader } from '../../../components/ScreenHeader';
import type { ScreenLink } from '../../../lib/screen-links';
import { OverviewPanel } from './OverviewPanel';

/** /admin and /admin/dashboard inside the site layout. */
export function OverviewScreen({ quickLinks }: { quickLinks: readonly ScreenLink[] }) {
  return (
    <section className="admin-screen" aria-labelledby="overview-title">
      <ScreenHeader
        id="overview-title"
        title={ADMIN_MESSAGES.admin.screens.dashboard}
        lead="회원 현황과 관리 메뉴를 한눈에 확인합니다."
      />
      <OverviewPanel quickLinks={quickLinks} />
    </section>
  );
}
