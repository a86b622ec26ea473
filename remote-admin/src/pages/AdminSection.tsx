import { Route, Routes } from 'react-router-dom';
import { AntdThemeProvider } from '@academy/context/antd';
import { ADMIN_SCREENS } from '../config/admin-screens';
import { AdminLayout } from '../features/admin-layout/components/AdminLayout';
import { SectionNotFound } from '../features/admin-layout/components/SectionNotFound';
import { OverviewScreen } from '../features/overview/components/OverviewScreen';
import '../styles/admin.css';

/** Mounted by the shell on /admin/* for ADMIN users; routes below are relative to /admin. */
export default function AdminSection() {
  return (
    <AntdThemeProvider>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<OverviewScreen />} />
          {ADMIN_SCREENS.map(({ path, Screen }) => (
            <Route key={path} path={path} element={Screen ? <Screen /> : <OverviewScreen />} />
          ))}
          <Route path="*" element={<SectionNotFound />} />
        </Route>
      </Routes>
    </AntdThemeProvider>
  );
}
