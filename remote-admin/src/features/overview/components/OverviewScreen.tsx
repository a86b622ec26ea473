import { MESSAGES } from '@academy/common';
import { OverviewPanel } from './OverviewPanel';

/** /admin and /admin/dashboard inside the site layout. */
export function OverviewScreen() {
  return (
    <section className="admin-screen" aria-labelledby="overview-title">
      <header className="admin-screen__header">
        <div>
          <h1 id="overview-title" className="admin-screen__title">
            {MESSAGES.admin.screens.dashboard}
          </h1>
          <p className="admin-screen__lead">회원 현황과 관리 메뉴를 한눈에 확인합니다.</p>
        </div>
      </header>
      <OverviewPanel />
    </section>
  );
}
