import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { AuthProvider } from './auth';
import { ThemeProvider } from './theme';
import { ToastProvider } from './toast';

export interface StandaloneRoute {
  path: string;
  label: string;
  Page: ComponentType;
}

/**
 * `npm run dev -w remote-…` renders a remote's pages on their own, inside the same providers the
 * shell gives them, so a remote can be worked on without the shell running.
 */
export function renderStandalone(appName: string, routes: StandaloneRoute[]): void {
  createRoot(document.getElementById('root')!).render(
    <ThemeProvider>
      <ToastProvider>
        <AuthProvider>
          <BrowserRouter>
            <nav className="container" style={{ display: 'flex', gap: 12, padding: '12px 20px', flexWrap: 'wrap' }}>
              <strong>{appName} (단독 실행)</strong>
              {routes.map((route) => (
                <Link key={route.path} to={route.path.replace(/\/\*$/, '').replace(/:\w+/, 'demo')}>
                  {route.label}
                </Link>
              ))}
            </nav>
            <Routes>
              {routes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </BrowserRouter>
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>,
  );
}
