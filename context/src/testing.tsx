import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@academy/common';
import { AuthProvider } from './auth';
import { ThemeProvider } from './theme';
import { ToastProvider } from './toast';

type Responder = (url: string, init?: RequestInit) => { status?: number; body?: unknown } | undefined;

/** A fetch answer with a JSON body; built by hand because jsdom has no Response. */
export function jsonResponse(body: unknown, status = 200): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => JSON.parse(text),
    text: async () => text,
  } as unknown as Response;
}

/**
 * Replaces fetch for a test: /api/auth/user answers `user` (401 when null), every other call is
 * asked of `respond`; unknown calls answer 404 so a test notices a request it did not expect.
 */
export function mockApi(user: User | null, respond: Responder = () => undefined): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const answer = respond(url, init);
    if (answer) return jsonResponse(answer.body, answer.status ?? 200);
    if (url === '/api/auth/user')
      return user
        ? jsonResponse(user)
        : jsonResponse({ ok: false, statusCode: 401, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' }, 401);
    return jsonResponse(
      { ok: false, statusCode: 404, code: 'NOT_FOUND', message: '요청하신 항목을 찾을 수 없습니다.' },
      404,
    );
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'student@example.com',
    firstName: '민수',
    lastName: '김',
    role: 'VERIFIED',
    profileImageUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

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
