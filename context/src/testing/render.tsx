import type { ReactElement } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '../auth';
import { ThemeProvider } from '../theme';
import { ToastProvider } from '../toast';

interface RenderOptions {
  /** The address the page is rendered at. */
  route?: string;
  /** The route pattern the page is mounted on (for useParams); the route's own path by default. */
  path?: string;
}

/** Stands at every other address; data-location names where the page sent the user. */
function Redirected() {
  const { pathname, search, hash } = useLocation();
  return <div data-testid="redirected" data-location={pathname + search + hash} />;
}

/** Renders a page inside the providers the shell gives every remote. */
export function renderWithProviders(ui: ReactElement, { route = '/', path }: RenderOptions = {}): RenderResult {
  return render(
    <ThemeProvider>
      <ToastProvider>
        <AuthProvider>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path ?? route.split(/[?#]/)[0]} element={ui} />
              <Route path="*" element={<Redirected />} />
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>,
  );
}

/** Where the page sent the user (renderWithProviders' stand-in at other addresses), or null while it stays. */
export function currentLocation(): string | null {
  return screen.queryByTestId('redirected')?.getAttribute('data-location') ?? null;
}
