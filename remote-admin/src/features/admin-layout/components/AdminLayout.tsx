import { Suspense, useState } from 'react';
import { Button, Drawer, Menu } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ADMIN_SCREENS, adminHref, currentScreen } from '../../../config/admin-screens';
import { ScreenSkeleton } from './AdminFrame';

function SectionMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Menu
      mode="inline"
      selectedKeys={[currentScreen(pathname)?.path ?? '']}
      items={ADMIN_SCREENS.map((screen) => ({
        key: screen.path,
        icon: screen.icon,
        label: (
          <Link to={adminHref(screen)} onClick={onNavigate}>
            {screen.label}
          </Link>
        ),
      }))}
    />
  );
}

/** Side menu on wide screens; on phones a menu button opens the same menu in a drawer. */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const current = currentScreen(pathname);
  return (
    <div className="admin-layout container" data-remote="admin">
      <div className="admin-layout__topbar">
        <Button icon={<MenuOutlined />} onClick={() => setDrawerOpen(true)} aria-label="관리자 메뉴 열기">
          메뉴
        </Button>
        <span className="admin-layout__current">{current?.label ?? '관리자'}</span>
      </div>
      <nav className="admin-layout__sider" aria-label="관리자 메뉴">
        <p className="admin-layout__heading">관리자</p>
        <SectionMenu />
      </nav>
      <Drawer
        title="관리자 메뉴"
        placement="left"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        size={260}
        destroyOnHidden
      >
        <SectionMenu onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      <div className="admin-layout__content">
        <Suspense fallback={<ScreenSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
