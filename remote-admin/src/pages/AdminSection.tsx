import { lazy, useState, type ReactNode } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { AdminLayout } from '../features/admin-layout/components/AdminLayout';
import { preloadable } from '../lib/preloadable';
import { currentScreen } from '../lib/screen-links';
import { ADMIN_SCREENS } from './admin-screens';
import '../styles/admin.css';

// antd arrives with the screens, inside the layout: the frame (menu and skeleton) needs none and is
// drawn at once, while antd and the screen in the address load side by side.
const AntdThemeProvider = preloadable<{ children: ReactNode }>(() =>
  import('@academy/context/antd').then((module) => module.AntdThemeProvider),
);
const SectionNotFound = lazy(() =>
  import('../features/admin-layout/components/SectionNotFound').then((module) => ({
    default: module.SectionNotFound,
  })),
);
const Overview = ADMIN_SCREENS[0]!.Screen;

function AntdScreens() {
  return (
    <AntdThemeProvider>
      <Outlet />
    </AntdThemeProvider>
  );
}

/** Mounted by the shell on /admin/* for ADMIN users; routes below are relative to /admin. */
export default function AdminSection() {
  const { pathname, search } = useLocation();
  void currentScreen(ADMIN_SCREENS, pathname)?.Screen.preload();
  // Once, for the screen the section opens on: later visits load their data as they are drawn.
  useState(() => currentScreen(ADMIN_SCREENS, pathname)?.prefetch?.(new URLSearchParams(search)));
  void AntdThemeProvider.preload();
  return (
    <Routes>
      <Route element={<AdminLayout screens={ADMIN_SCREENS} />}>
        <Route element={<AntdScreens />}>
          <Route index element={<Overview />} />
          {ADMIN_SCREENS.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<SectionNotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
