export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters (the routes match on the path alone). */
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

type Answer = { status?: number; body?: unknown };
type Route = (body: Record<string, unknown> | undefined, path: string) => Answer;

/**
 * A tiny stand-in for API routes: a table of "METHOD /path" answers
 * (a path ending in * matches any id) that records every call it gets.
 */
export function fakeRoutes(routes: Record<string, Answer | Route>) {
  const calls: RecordedCall[] = [];

  function find(method: string, path: string): Answer | Route | undefined {
    const exact = routes[`${method} ${path}`];
    if (exact) return exact;
    const pattern = Object.keys(routes).find(
      (key) => key.endsWith('*') && `${method} ${path}`.startsWith(key.slice(0, -1)),
    );
    return pattern ? routes[pattern] : undefined;
  }

  function respond(rawUrl: string, init?: RequestInit): Answer | undefined {
    const url = new URL(rawUrl, 'http://localhost');
    const path = url.pathname;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    if (path === '/api/auth/user') return undefined;
    calls.push({ method, path, query: Object.fromEntries(url.searchParams), body });
    const route = find(method, path);
    if (!route) return undefined;
    return typeof route === 'function' ? route(body, path) : route;
  }

  return {
    respond,
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

export const wrongPasswordAnswer = {
  status: 401,
  body: { ok: false, statusCode: 401, success: false, code: 'INVALID_PASSWORD', message: '잘못된 비밀번호입니다.' },
};
