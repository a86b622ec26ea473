import type { ComponentType, ReactNode } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CommentOutlined,
  DashboardOutlined,
  NotificationOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  ReadOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { CONSULTATION_MESSAGES, MESSAGES } from '@academy/common';
import { NewConsultationsBadge } from '../features/consultations/components/NewConsultationsBadge';
import { prefetchMemberLists } from '../features/members/hooks/use-member-lists';
import { preloadable, type Preloadable } from '../lib/preloadable';

export interface AdminScreen {
  /** Below /admin: `members` is /admin/members. */
  path: string;
  label: string;
  icon: ReactNode;
  /** What the overview's quick link says the screen is for; a screen without one has no quick link. */
  hint?: string;
  /** Loaded when opened, or earlier with `preload` (the screen in the address loads beside antd). */
  Screen: PreloadableScreen;
  /** Drawn after the label in the side menu (a count waiting there); plain HTML, as the menu is. */
  Badge?: ComponentType;
  /** Asks for the screen's first data beside its code, when the section opens on it (?query as given). */
  prefetch?: (params: URLSearchParams) => void;
}

export type PreloadableScreen = Preloadable<object>;

/** A screen module's named export; nothing in this table imports antd, so the admin frame drawn from it needs none. */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PreloadableScreen {
  return preloadable(() => load().then((module) => module[name]));
}

/**
 * The admin section's screens, in menu order: the section's routes, the side menu and the
 * overview's quick links are all drawn from this one table. /admin itself shows the dashboard.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    path: 'dashboard',
    label: MESSAGES.admin.screens.dashboard,
    icon: <DashboardOutlined />,
    Screen: screen(() => import('../features/overview/components/OverviewScreen'), 'OverviewScreen'),
  },
  {
    path: 'members',
    label: MESSAGES.admin.screens.members,
    hint: '가입 승인·거절, 승인 취소, 탈퇴',
    icon: <TeamOutlined />,
    Screen: screen(() => import('../features/members/components/MembersPage'), 'MembersPage'),
    prefetch: prefetchMemberLists,
  },
  {
    path: 'consultations',
    label: CONSULTATION_MESSAGES.menu,
    hint: CONSULTATION_MESSAGES.menuHint,
    icon: <CommentOutlined />,
    Screen: screen(() => import('../features/consultations/components/ConsultationsPage'), 'ConsultationsPage'),
    Badge: NewConsultationsBadge,
  },
  {
    path: 'videos',
    label: MESSAGES.admin.screens.videos,
    hint: '강의 동영상과 공개 기간',
    icon: <PlaySquareOutlined />,
    Screen: screen(() => import('../features/videos/components/VideosPage'), 'VideosPage'),
  },
  {
    path: 'courses',
    label: MESSAGES.admin.screens.courses,
    hint: '강의 과정과 순서',
    icon: <ReadOutlined />,
    Screen: screen(() => import('../features/courses/components/CoursesPage'), 'CoursesPage'),
  },
  {
    path: 'notices',
    label: MESSAGES.admin.screens.notices,
    hint: '공지와 게시 기간',
    icon: <NotificationOutlined />,
    Screen: screen(() => import('../features/notices/components/NoticesPage'), 'NoticesPage'),
  },
  {
    path: 'gallery',
    label: MESSAGES.admin.screens.gallery,
    hint: '홈페이지 갤러리 사진',
    icon: <PictureOutlined />,
    Screen: screen(() => import('../features/gallery/components/GalleryScreen'), 'GalleryScreen'),
  },
  {
    path: 'programs',
    label: MESSAGES.admin.screens.programs,
    hint: '프로그램 소개 페이지',
    icon: <AppstoreOutlined />,
    Screen: screen(() => import('../features/superadmin/components/ProgramsScreen'), 'ProgramsScreen'),
  },
  {
    path: 'analytics',
    label: MESSAGES.analytics.menu,
    hint: MESSAGES.analytics.menuHint,
    icon: <BarChartOutlined />,
    Screen: screen(() => import('../features/analytics/components/AnalyticsPage'), 'AnalyticsPage'),
  },
  {
    path: 'audit',
    label: MESSAGES.audit.menu,
    hint: MESSAGES.audit.menuHint,
    icon: <AuditOutlined />,
    Screen: screen(() => import('../features/audit/components/AuditPage'), 'AuditPage'),
  },
];

/** The absolute path of a screen. */
export const adminHref = (screen: AdminScreen) => `/admin/${screen.path}`;

/** The screen a path belongs to: /admin and /admin/dashboard are the same screen. */
export function currentScreen(pathname: string): AdminScreen | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin') return ADMIN_SCREENS[0];
  return ADMIN_SCREENS.find((screen) => path === adminHref(screen) || path.startsWith(`${adminHref(screen)}/`));
}
