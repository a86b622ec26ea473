import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_SCREENS, adminHref, currentScreen } from '../../../config/admin-screens';

/** Grey bars where a screen's title and table will be; hidden from screen readers, who hear the status. */
export function ScreenSkeleton() {
  return (
    <div className="admin-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">불러오는 중…</span>
      <div aria-hidden="true">
        <div className="admin-skeleton__bar admin-skeleton__bar--title" />
        <div className="admin-skeleton__bar admin-skeleton__bar--lead" />
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="admin-skeleton__bar admin-skeleton__bar--row" />
        ))}
      </div>
    </div>
  );
}

/**
 * The admin layout as plain HTML (same grid, same menu links), drawn the moment the admin remote
 * arrives, while antd and the screen are still loading; AdminLayout replaces it once they are.
 */
export function AdminFrame({ children = <ScreenSkeleton /> }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const current = currentScreen(pathname);
  return (
    <div className="admin-layout container" data-remote="admin">
      <div className="admin-layout__topbar">
        <span className="admin-layout__current">{current?.label ?? '관리자'}</span>
      </div>
      <nav className="admin-layout__sider" aria-label="관리자 메뉴">
        <p className="admin-layout__heading">관리자</p>
        <ul className="admin-frame__menu">
          {ADMIN_SCREENS.map((screen) => (
            <li key={screen.path}>
              <Link
                to={adminHref(screen)}
                className="admin-frame__link"
                aria-current={screen === current ? 'page' : undefined}
              >
                <span className="admin-frame__icon" aria-hidden="true">
                  {screen.icon}
                </span>
                {screen.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-layout__content">{children}</div>
    </div>
  );
}
