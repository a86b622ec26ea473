import { Suspense, useState } from 'react';
import { Button, Drawer, Menu } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ScreenSkeleton } from './AdminFrame';
import { SECTION_LINKS, selectedLink } from './section-menu';

function SectionMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Menu
      mode="inline"
      selectedKeys={[selectedLink(pathname)]}
      items={SECTION_LINKS.map((link) => ({
        key: link.path,
        icon: link.icon,
        label: (
          <Link to={link.path} onClick={onNavigate}>
            {link.label}
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
  const current = SECTION_LINKS.find((link) => link.path === selectedLink(pathname));
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
      <Drawer title="관리자 메뉴" placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={260} destroyOnHidden>
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
