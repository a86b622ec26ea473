import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CommentOutlined,
  DashboardOutlined,
  NotificationOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  ReadOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { ACADEMY_FACT_MESSAGES, CONSULTATION_MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { DailyChart } from '../features/analytics/components/daily-chart-loader';
import { NewConsultationsBadge } from '../features/consultations/components/NewConsultationsBadge';
import { preloadable, type Preloadable } from '../lib/preloadable';
import type { ScreenLink } from '../lib/screen-links';

export interface AdminScreen extends ScreenLink {
  /** Loaded when opened, or earlier with `preload` (the screen in the address loads beside antd). */
  Screen: PreloadableScreen;
  /**
   * Code the screen draws as soon as its data is there, which it would otherwise ask for only then:
   * loaded beside the screen's own (its data is asked for by the shell, see @academy/common/admin-reads).
   */
  companions?: readonly { preload: () => Promise<unknown> }[];
}

export type PreloadableScreen = Preloadable<object>;

/**
 * A screen module's named export; nothing in this table imports antd, so the admin frame drawn from it needs none.
 * Each screen's chunk is named `admin-<path>` (its companions `admin-<path>-<what>`, antd's provider
 * `admin-antd`): the server lists those chunk groups in the page it sends for /admin/<path>
 * (api/src/web/page-scripts.ts), so they load beside the shell instead of after this module.
 */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PreloadableScreen {
  return preloadable(() => load().then((module) => module[name]));
}

/**
 * The admin section's screens, in menu order: the section's routes, the side menu and the
 * overview's quick links are all drawn from this one table, which this layer hands to the layout and
 * the overview as props (features do not import pages). /admin itself shows the dashboard.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    path: 'dashboard',
    label: ADMIN_MESSAGES.admin.screens.dashboard,
    icon: <DashboardOutlined />,
    Screen: screen(() => import(/* webpackChunkName: "admin-dashboard" */ './AdminOverview'), 'AdminOverview'),
  },
  {
    path: 'members',
    label: ADMIN_MESSAGES.admin.screens.members,
    hint: '가입 승인·거절, 승인 취소, 탈퇴',
    icon: <TeamOutlined />,
    Screen: screen(
      () => import(/* webpackChunkName: "admin-members" */ '../features/members/components/MembersPage'),
      'MembersPage',
    ),
  },
  {
    path: 'parents',
    label: ADMIN_MESSAGES.parents.menu,
    hint: ADMIN_MESSAGES.parents.menuHint,
    icon: <UsergroupAddOutlined />,
    Screen: screen(
      () => import(/* webpackChunkName: "admin-parents" */ '../features/parents/components/ParentLinksPage'),
      'ParentLinksPage',
    ),
  },
  {
    path: 'consultations',
    label: CONSULTATION_MESSAGES.menu,
    hint: CONSULTATION_MESSAGES.menuHint,
    icon: <CommentOutlined />,
    Screen: screen(
      () =>
        import(/* webpackChunkName: "admin-consultations" */ '../features/consultations/components/ConsultationsPage'),
      'ConsultationsPage',
    ),
    Badge: NewConsultationsBadge,
  },
  {
    path: 'videos',
    label: ADMIN_MESSAGES.admin.screens.videos,
    hint: '강의 동영상과 공개 기간',
    icon: <PlaySquareOutlined />,
    Screen: screen(
      () => import(/* webpackChunkName: "admin-videos" */ '../features/videos/components/VideosPage'),
      'VideosPage',
    ),
  },
  {
    path: 'courses',
    label: ADMIN_MESSAGES.admin.screens.courses,
    hint: '강의 과정과 순서',
    icon: <ReadOutlined />,
    Screen: screen(
      () => import(/* webpackChunkName: "admin-courses" */ '../features/courses/components/CoursesPage'),
      'CoursesPage',
    ),
  },
  {
    path: 'notices',
    label: ADMIN_MESSAGES.admin.screens.notices,
    hint: '공지와 게시 기간',
    icon: <NotificationOutlined />,
    Screen: screen(
      () => import(/* webpackChunkName: "admin-notices" */ '../features/notices/components/NoticesPage'),
      'NoticesPage',
    ),
  },
  {
    path: 'gallery',
    label: ADMIN_MESSAGES.admin.screens.gallery,
    hint: '홈페이지 갤러리 사진',
    icon: <PictureOutlined />,
    Screen: screen(
      () => import(/* webpackChunkName: "admin-gallery" */ '../features/gallery/components/GalleryPage'),
      'GalleryPage',
    ),
  },
  {
    path: 'programs',
    label: ADMIN_MESSAGES.admin.screens.programs,
    hint: '프로그램 소개 페이지',
    icon: <AppstoreOutlined />,
    Screen: screen(
      () => import(/* webpackChunkName: "admin-programs" */ '../features/superadmin/components/ProgramsPage'),
      'ProgramsPage',
    ),
  },
  {
    path: 'academy',
    label: ACADEMY_FACT_MESSAGES.title,
    hint: '학원 이름, 연락처, 등록번호, 개인정보 보호책임자',
    icon: <BankOutlined />,
    Screen: screen(
      () => import(/* webpackChunkName: "admin-academy" */ '../features/academy/components/AcademyPage'),
      'AcademyPage',
    ),
  },
  {
    path: 'analytics',
    label: ADMIN_MESSAGES.analytics.menu,
    hint: ADMIN_MESSAGES.analytics.menuHint,
    icon: <BarChartOutlined />,
    Screen: screen(
      () => import(/* webpackChunkName: "admin-analytics" */ '../features/analytics/components/AnalyticsPage'),
      'AnalyticsPage',
    ),
    companions: [DailyChart],
  },
  {
    path: 'audit',
    label: ADMIN_MESSAGES.audit.menu,
    hint: ADMIN_MESSAGES.audit.menuHint,
    icon: <AuditOutlined />,
    Screen: screen(
      () => import(/* webpackChunkName: "admin-audit" */ '../features/audit/components/AuditPage'),
      'AuditPage',
    ),
  },
];

/** Starts loading a screen's code and what it draws at once; a failure shows when the screen is drawn. */
export function preloadScreen(screen: AdminScreen): void {
  for (const module of [screen.Screen, ...(screen.companions ?? [])]) void module.preload().catch(() => undefined);
}
