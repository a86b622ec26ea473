import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import {
  AuthProvider,
  PageSpinner,
  PreloadedDataProvider,
  RequireAuth,
  ThemeProvider,
  ToastProvider,
} from '@academy/context';
import {
  SESSION_READ,
  REDIRECTS,
  REMOTE_ROUTES,
  SHELL_PAGES,
  type PageData,
  type RemoteRoute,
  type User,
} from '@academy/common';
import { LoginRoute } from '../auth/LoginRoute';
import { PasswordChangeGate } from '../auth/PasswordChangeGate';
import { AdminPrefetch } from '../federation/AdminPrefetch';
import { RemotePage } from '../federation/RemotePage';
import { SiteLayout } from '../layout/SiteLayout';
import { NotFoundPage } from '../pages/NotFoundPage';

// Only someone who opened a mailed link needs the reset page's code.
const ResetPasswordPage = lazy(() => import('../auth/ResetPasswordPage'));

function guarded(route: RemoteRoute, page: ReactNode) {
  if (!route.roles) return page;
  return (
    <RequireAuth roles={route.roles.length ? route.roles : undefined} denied={route.denied}>
      {page}
    </RequireAuth>
  );
}

function routeElements(layout: RemoteRoute['layout']) {
  return REMOTE_ROUTES.filter((route) => route.layout === layout).map((route) => (
    <Route
      key={route.path}
      path={route.path}
      element={guarded(route, <RemotePage remote={route.remote} module={route.module} />)}
    />
  ));
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routeElements('site')}
        {Object.entries(REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path={SHELL_PAGES.login} element={<LoginRoute />} />
        <Route
          path={SHELL_PAGES.resetPassword}
          element={
            <Suspense fallback={<PageSpinner />}>
              <ResetPasswordPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {routeElements('bare')}
    </Routes>
  );
}

/** The caller a page drawn for their session was drawn for (the server's answer to GET /api/auth/user). */
function signedInUser(data: PageData | undefined): User | undefined {
  const answer = data?.[SESSION_READ];
  return answer?.status === 200 ? (answer.body as User) : undefined;
}

/**
 * The shell owns the theme, the toasts, the auth context every remote reads and the API answers a
 * server-rendered page came with. The server renders the same providers around its own router.
 */
export function AppProviders({ data, children }: { data?: PageData; children: ReactNode }) {
  return (
    <ThemeProvider>
      <ToastProvider>
        {/* Page data comes only with a server-rendered page: the server draws it, the browser hydrates it. */}
        <AuthProvider hydrating={data !== undefined} signedInAs={signedInUser(data)}>
          <PreloadedDataProvider data={data}>{children}</PreloadedDataProvider>
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}

/** Marks the page root once React has it: a server-rendered page answers clicks from then on. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * The whole app around a router: the browser passes its BrowserRouter, the server a MemoryRouter at
 * the requested address. Both draw this one tree, so every component sits at the same place in it
 * and `useId` gives the server's HTML and the hydrating browser the same ids (a sibling only one of
 * them drew would shift every id after it).
 */
export function AppTree({ data, router: Router }: { data?: PageData; router: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppProviders data={data}>
      <AdminPrefetch />
      <Router>
        <PasswordChangeGate>
          <AppRoutes />
        </PasswordChangeGate>
      </Router>
    </AppProviders>
  );
}

/** The shell owns the one router. */
export function App({ data }: { data?: PageData }) {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'true'), []);
  return <AppTree data={data} router={BrowserRouter} />;
}
