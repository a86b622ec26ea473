import { MESSAGES, type User } from '@academy/common';

/** What a route answers: a status (200 by default) and a JSON body. */
export interface Answer {
  status?: number;
  body?: unknown;
}

/** One request the fake API received. */
export interface RecordedCall {
  method: string;
  /** The address as the page asked for it, query string included. */
  url: string;
  /** The address without its query string: what routes match on. */
  path: string;
  query: Record<string, string>;
  /** The JSON body parsed; the raw body when it is not JSON (a FormData upload). */
  body: Record<string, unknown> | undefined;
  init: RequestInit | undefined;
}

/**
 * A route's answer, fixed or worked out from the call: undefined as if there were no route, a
 * promise for an answer that comes later (or never, for a request still in flight), a Response of
 * its own for what is not JSON (a proxy's HTML error page). Throwing fails the fetch like a network error.
 */
export type Route = Answer | ((call: RecordedCall) => Answer | Response | Promise<Answer> | undefined);

/**
 * "METHOD /path" → answer. A key ending in * matches every path it begins (an id); a key with a
 * query string matches only that exact address.
 */
export type RouteTable = Record<string, Route>;

export interface FakeApi {
  /** Every call, in order, /api/auth/user included. */
  calls: RecordedCall[];
  callsTo(method: string, path: string): RecordedCall[];
  /** Every call as "METHOD url", in order. */
  requests(): string[];
  /** Answers the next call of `key` with `answer`, then the table's route again. */
  failNext(key: string, answer: Answer): void;
  /** Who /api/auth/user answers from now on (null: 401). */
  signIn(user: User | null): void;
}

export const notFoundBody = {
  ok: false,
  statusCode: 404,
  code: 'NOT_FOUND',
  message: MESSAGES.errors.notFound,
} as const;

export const unauthorizedBody = {
  ok: false,
  statusCode: 401,
  code: 'UNAUTHORIZED',
  message: MESSAGES.auth.unauthorized,
} as const;

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

function isResponse(value: Answer | Response): value is Response {
  return typeof (value as Response).text === 'function';
}

function parseBody(body: RequestInit['body']): Record<string, unknown> | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') return body as unknown as Record<string, unknown>;
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return body as unknown as Record<string, unknown>;
  }
}

function record(input: RequestInfo | URL, init?: RequestInit): RecordedCall {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
  const parsed = new URL(url, 'http://localhost');
  return {
    method: init?.method ?? 'GET',
    url,
    path: parsed.pathname,
    query: Object.fromEntries(parsed.searchParams),
    body: parseBody(init?.body),
    init,
  };
}

function findRoute(routes: RouteTable, call: RecordedCall): Route | undefined {
  const exact = routes[`${call.method} ${call.url}`] ?? routes[`${call.method} ${call.path}`];
  if (exact) return exact;
  const key = Object.keys(routes)
    .filter((candidate) => candidate.endsWith('*') && `${call.method} ${call.path}`.startsWith(candidate.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
  return key ? routes[key] : undefined;
}

/**
 * Replaces fetch for a test with a stand-in API: the route table answers first, then
 * GET /api/auth/user answers `user` (401 when null); any other call answers 404 so a test notices
 * a request it did not expect. Every call is recorded.
 */
export function mockApi(user: User | null, routes: RouteTable = {}): FakeApi {
  const once = new Map<string, Answer>();
  const calls: RecordedCall[] = [];
  let signedIn = user;

  function answer(call: RecordedCall): Answer | Response | Promise<Answer> {
    const key = `${call.method} ${call.path}`;
    const failure = once.get(key);
    if (failure) {
      once.delete(key);
      return failure;
    }
    const route = findRoute(routes, call);
    const routed = typeof route === 'function' ? route(call) : route;
    if (routed) return routed;
    if (call.path === '/api/auth/user') return signedIn ? { body: signedIn } : { status: 401, body: unauthorizedBody };
    return { status: 404, body: notFoundBody };
  }

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = record(input, init);
    calls.push(call);
    // Awaited only when it is a promise: an extra tick would let a test's fake timers run ahead.
    const answered = answer(call);
    const result = answered instanceof Promise ? await answered : answered;
    if (isResponse(result)) return result;
    return jsonResponse(result.body, result.status ?? 200);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    calls,
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path === path),
    requests: () => calls.map((call) => `${call.method} ${call.url}`),
    failNext: (key, failure) => {
      once.set(key, failure);
    },
    signIn: (next) => {
      signedIn = next;
    },
  };
}

/** An error answer as the API sends it. */
export function apiError(status: number, code: string, message: string): Answer {
  return { status, body: { ok: false, statusCode: status, code, message } };
}
