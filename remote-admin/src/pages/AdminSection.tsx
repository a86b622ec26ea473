import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ADMIN_SCREENS, currentScreen } from '../config/admin-screens';
import { AdminFrame } from '../features/admin-layout/components/AdminFrame';
import '../styles/admin.css';

/** A module loaded when first drawn, which can also be asked for early. */
function preloadable<T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: module[name]! })));
  return Object.assign(lazy(preload), { preload });
}

// Nothing here imports antd: the frame draws as soon as this module arrives, while antd, the
// layout and the screen in the address load side by side.
const AntdLayout = preloadable(async () => {
  const [{ AntdThemeProvider }, { AdminLayout }] = await Promise.all([
    import('@academy/context/antd'),
    import('../features/admin-layout/components/AdminLayout'),
  ]);
  return {
    AntdLayout: () => (
      <AntdThemeProvider>
        <AdminLayout />
      </AntdThemeProvider>
    ),
  };
}, 'AntdLayout');

const SectionNotFound = preloadable(
  () => import('../features/admin-layout/components/SectionNotFound'),
  'SectionNotFound',
);
const Overview = ADMIN_SCREENS[0]!.Screen;

/** Mounted by the shell on /admin/* for ADMIN users; routes below are relative to /admin. */
export default function AdminSection() {
  const { pathname } = useLocation();
  void currentScreen(pathname)?.Screen.preload();
  void AntdLayout.preload();
  return (
    <Suspense fallback={<AdminFrame />}>
      <Routes>
        <Route element={<AntdLayout />}>
          <Route index element={<Overview />} />
          {ADMIN_SCREENS.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<SectionNotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
