import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AdminFrame } from '../features/admin-layout/components/AdminFrame';
import { selectedLink } from '../features/admin-layout/components/section-menu';
import '../styles/admin.css';

/**
 * A screen loaded when opened, which can also be asked for early. Nothing here imports antd: the
 * frame draws as soon as this module arrives, while antd and the screen load side by side.
 */
function lazyScreen<T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((m) => ({ default: m[name]! })));
  return Object.assign(lazy(preload), { preload });
}

const AntdLayout = lazyScreen(async () => {
  const [{ AntdThemeProvider }, { AdminLayout }] = await Promise.all([import('@academy/context/antd'), import('../features/admin-layout/components/AdminLayout')]);
  return {
    AntdLayout: () => (
      <AntdThemeProvider>
        <AdminLayout />
      </AntdThemeProvider>
    ),
  };
}, 'AntdLayout');

const OverviewScreen = lazyScreen(() => import('../features/overview/components/OverviewScreen'), 'OverviewScreen');
const MembersPage = lazyScreen(() => import('../features/members/components/MembersPage'), 'MembersPage');
const VideosPage = lazyScreen(() => import('../features/videos/components/VideosPage'), 'VideosPage');
const CoursesPage = lazyScreen(() => import('../features/courses/components/CoursesPage'), 'CoursesPage');
const NoticesPage = lazyScreen(() => import('../features/notices/components/NoticesPage'), 'NoticesPage');
const AnalyticsPage = lazyScreen(() => import('../features/analytics/components/AnalyticsPage'), 'AnalyticsPage');
const AuditPage = lazyScreen(() => import('../features/audit/components/AuditPage'), 'AuditPage');
const SectionNotFound = lazyScreen(() => import('../features/admin-layout/components/SectionNotFound'), 'SectionNotFound');

/** The screen each menu entry opens, so the one in the address starts loading with the layout. */
const SCREEN_OF_LINK: Record<string, { preload: () => unknown }> = {
  '/admin/dashboard': OverviewScreen,
  '/admin/members': MembersPage,
  '/admin/videos': VideosPage,
  '/admin/courses': CoursesPage,
  '/admin/notices': NoticesPage,
  '/admin/analytics': AnalyticsPage,
  '/admin/audit': AuditPage,
};

/** Mounted by the shell on /admin/* for ADMIN users; routes below are relative to /admin. */
export default function AdminSection() {
  const { pathname } = useLocation();
  SCREEN_OF_LINK[selectedLink(pathname)]?.preload();
  AntdLayout.preload();
  return (
    <Suspense fallback={<AdminFrame />}>
      <Routes>
        <Route element={<AntdLayout />}>
          <Route index element={<OverviewScreen />} />
          <Route path="dashboard" element={<OverviewScreen />} />
          <Route path="members" element={<MembersPage />} />
          <Route path="videos" element={<VideosPage />} />
          <Route path="courses" element={<CoursesPage />} />
          <Route path="notices" element={<NoticesPage />} />
          <Route path="analytics" element={<AnalyticsPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="*" element={<SectionNotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
