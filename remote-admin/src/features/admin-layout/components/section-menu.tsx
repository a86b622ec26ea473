import type { ReactNode } from 'react';
import { AuditOutlined, BarChartOutlined, DashboardOutlined, NotificationOutlined, PlaySquareOutlined, ReadOutlined, TeamOutlined } from '@ant-design/icons';
import { MESSAGES } from '@academy/common';

export interface SectionLink {
  path: string;
  label: string;
  icon: ReactNode;
}

/** The admin section's screens (spec 001 §2), in menu order. /admin itself shows the dashboard. */
export const SECTION_LINKS: readonly SectionLink[] = [
  { path: '/admin/dashboard', label: '대시보드', icon: <DashboardOutlined /> },
  { path: '/admin/members', label: '회원 관리', icon: <TeamOutlined /> },
  { path: '/admin/videos', label: '동영상 관리', icon: <PlaySquareOutlined /> },
  { path: '/admin/courses', label: '강의 관리', icon: <ReadOutlined /> },
  { path: '/admin/notices', label: '공지사항 관리', icon: <NotificationOutlined /> },
  { path: '/admin/analytics', label: MESSAGES.analytics.menu, icon: <BarChartOutlined /> },
  { path: '/admin/audit', label: MESSAGES.audit.menu, icon: <AuditOutlined /> },
];

/** The menu entry a path belongs to: /admin and /admin/dashboard are the same screen. */
export function selectedLink(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin') return '/admin/dashboard';
  return SECTION_LINKS.find((link) => path === link.path || path.startsWith(`${link.path}/`))?.path ?? '';
}
