import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider, ThemeProvider, ToastProvider } from '@academy/context';

/** Shows where the router is now, so a test can see a redirect's destination. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.hash}</p>;
}

/**
 * Renders a page in the providers the shell gives every remote, mounted on `path`, with every
 * other address showing a location probe.
 */
export function renderPage(ui: ReactElement, { route = '/', path = '/' }: { route?: string; path?: string } = {}) {
  return render(
    <ThemeProvider>
      <ToastProvider>
        <AuthProvider>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>,
  );
}

export function currentLocation(): string | null {
  return screen.queryByTestId('location')?.textContent ?? null;
}
