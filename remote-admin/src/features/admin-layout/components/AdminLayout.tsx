import { Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ADMIN_SCREENS, adminHref, currentScreen } from '../../../config/admin-screens';
import { ScreenSkeleton } from './ScreenSkeleton';

const MENU_ID = 'admin-section-menu';

/**
 * The admin section's frame: the side menu (on phones, a button that shows it) and the screen.
 * Plain HTML without antd, so it is drawn the moment the admin remote arrives, while antd and the
 * screen load; the screen's place shows a skeleton until then.
 */
export function AdminLayout({ children = <Outlet /> }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const current = currentScreen(pathname);
  // The phone menu stays open only on the page it was opened on: following a link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <div className="admin-layout container" data-remote="admin">
      <div className="admin-layout__topbar">
        <button
          ref={menuButton}
          type="button"
          className="admin-layout__menu-button"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? '관리자 메뉴 닫기' : '관리자 메뉴 열기'}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span aria-hidden="true">☰</span> 메뉴
        </button>
        <span className="admin-layout__current">{current?.label ?? '관리자'}</span>
      </div>
      <nav
        id={MENU_ID}
        className="admin-layout__sider"
        aria-label="관리자 메뉴"
        data-open={menuOpen || undefined}
        onKeyDown={closeOnEscape}
      >
        <p className="admin-layout__heading">관리자</p>
        <ul className="admin-frame__menu">
          {ADMIN_SCREENS.map((screen) => (
            <li key={screen.path}>
              <Link
                to={adminHref(screen)}
                className="admin-frame__link"
                aria-current={screen === current ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                <span className="admin-frame__icon" aria-hidden="true">
                  {screen.icon}
                </span>
                {screen.label}
                {screen.Badge && <screen.Badge />}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-layout__content">
        <Suspense fallback={<ScreenSkeleton />}>{children}</Suspense>
      </div>
    </div>
  );
}
