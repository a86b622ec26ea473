// Standalone development page (`npm run dev -w remote-admin`); the shell never loads this file.
import '@academy/context/styles.css';
import { renderStandalone } from '@academy/context/standalone';
import AdminSection from './pages/AdminSection';
import AdminDashboardPage from './pages/AdminDashboardPage';
import SuperAdminPage from './pages/SuperAdminPage';
import SimpleAdminPage from './pages/SimpleAdminPage';

renderStandalone('remote-admin', [
  { path: '/admin/*', label: '관리자', Page: AdminSection },
  { path: '/admin-dashboard', label: '관리자 대시보드', Page: AdminDashboardPage },
  { path: '/_superadmin', label: '시크릿 콘솔', Page: SuperAdminPage },
  { path: '/simple-admin', label: '심플 콘솔', Page: SimpleAdminPage },
]);
