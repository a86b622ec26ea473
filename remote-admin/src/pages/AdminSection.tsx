import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AntdThemeProvider } from '@academy/context/antd';
import { AdminLayout } from '../features/admin-layout/components/AdminLayout';
import { SectionNotFound } from '../features/admin-layout/components/SectionNotFound';
import { OverviewScreen } from '../features/overview/components/OverviewScreen';
import '../styles/admin.css';

// Screens load when opened: the overview is what every admin sees first.
const MembersPage = lazy(() => import('../features/members/components/MembersPage').then((m) => ({ default: m.MembersPage })));
const VideosPage = lazy(() => import('../features/videos/components/VideosPage').then((m) => ({ default: m.VideosPage })));
const CoursesPage = lazy(() => import('../features/courses/components/CoursesPage').then((m) => ({ default: m.CoursesPage })));
const NoticesPage = lazy(() => import('../features/notices/components/NoticesPage').then((m) => ({ default: m.NoticesPage })));
const AnalyticsPage = lazy(() => import('../features/analytics/components/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })));
const AuditPage = lazy(() => import('../features/audit/components/AuditPage').then((m) => ({ default: m.AuditPage })));

/** Mounted by the shell on /admin/* for ADMIN users; routes below are relative to /admin. */
export default function AdminSection() {
  return (
    <AntdThemeProvider>
      <Routes>
        <Route element={<AdminLayout />}>
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
    </AntdThemeProvider>
  );
}
