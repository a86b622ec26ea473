import { lazy, type ReactNode } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { isMarkedVisitor, PAGE_SCRIPTS_ELEMENT_ID } from '@academy/common';
import { AdminLayout } from '../features/admin-layout/components/AdminLayout';
import { preloadable } from '../lib/preloadable';
import { currentScreen } from '../lib/screen-links';
import { ADMIN_SCREENS, preloadScreen } from './admin-screens';
import '../styles/admin.css';

// antd arrives with the screens, inside the layout: the frame (menu and skeleton) needs none and is
// drawn at once, while antd and the screen in the address load side by side.
const AntdThemeProvider = preloadable<{ children: ReactNode }>(() =>
  import(/* webpackChunkName: "admin-antd" */ '@academy/context/antd').then((module) => module.AntdThemeProvider),
);
const SectionNotFound = lazy(() =>
  import('../features/admin-layout/components/SectionNotFound').then((module) => ({
    default: module.SectionNotFound,
  })),
);
const Overview = ADMIN_SCREENS[0]!.Screen;

/**
 * On an admin address, the screen there and antd are asked for the moment this module arrives
 * (the shell loads it beside its own start), not once the session check has answered and the
 * section is drawn: the three no longer wait for each other. A browser marked as a visitor is sent
 * to /login, so it never downloads them.
 */
function preloadOpeningScreen(): void {
  if (typeof window === 'undefined' || isMarkedVisitor(document.cookie)) return;
  // The page the server sent named them: they are on their way already, and running them now would
  // hold the admin frame back behind antd's evaluation; the section asks for them when it renders.
  if (document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)) return;
  const screen = currentScreen(ADMIN_SCREENS, window.location.pathname);
  if (!screen) return;
  preloadScreen(screen);
  void AntdThemeProvider.preload().catch(() => undefined);
}
preloadOpeningScreen();

function AntdScreens() {
  return (
    <AntdThemeProvider>
      <Outlet />
    </AntdThemeProvider>
  );
}

/** Mounted by the shell on /admin/* for ADMIN users; routes below are relative to /admin. */
export default function AdminSection() {
  const { pathname } = useLocation();
  const current = currentScreen(ADMIN_SCREENS, pathname);
  if (current) preloadScreen(current);
  void AntdThemeProvider.preload().catch(() => undefined);
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
