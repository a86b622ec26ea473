import { MESSAGES, type User } from '@academy/common';
import type { Answer as ClientAnswer } from '../api-client/client';
import type { paths } from '../api-client/openapi';

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

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** `/videos/{id}/progress` → `/videos/${string}/progress`: the addresses a route answers. */
type Concrete<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Concrete<Tail>}`
  : P;
/** "GET /api/videos/${string}/progress" for each method a route has, never for the others. */
type KeyOf<P extends keyof paths, M extends Method> = [NonNullable<paths[P][M]>] extends [never]
  ? never
  : `${Uppercase<M>} /api${Concrete<P & string>}`;
/** The answer the API's description gives for the routes a key names (a union when several match). */
type SuccessFor<Key extends string> = {
  [P in keyof paths]: {
    [M in Method]: Key extends KeyOf<P, M> | `${KeyOf<P, M>}?${string}` ? ClientAnswer<P, M> : never;
  }[Method];
}[keyof paths];

/** The statuses a refusal is given with (an answer without a status is a 200). */
type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;
type TypedAnswer<Body> = { status?: 200 | 201 | 202 | 204; body?: Body } | { status: RefusalStatus; body?: unknown };
type TypedRoute<Body> =
  TypedAnswer<Body> | ((call: RecordedCall) => TypedAnswer<Body> | Response | Promise<TypedAnswer<Body>> | undefined);

/**
 * The route table a test writes, checked against the generated types of api/openapi.json: each key
 * must name a route the API describes, and a 2xx answer's body must be what that route answers. A
 * key ending in * stands for several routes and a table built elsewhere (typed RouteTable) is not
 * checked again.
 */
export type TypedRoutes<Key extends string> = {
  [K in Key]: string extends K
    ? Route
    : K extends `${string}*`
      ? Route
      : [SuccessFor<K>] extends [never]
        ? `${K} is no route of api/openapi.json`
        : TypedRoute<SuccessFor<K>>;
};

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
export function mockApi<Key extends string = never>(
  user: User | null,
  typedRoutes: TypedRoutes<Key> = {} as TypedRoutes<Key>,
): FakeApi {
  const routes = typedRoutes as RouteTable;
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
export function apiError(status: RefusalStatus, code: string, message: string): TypedAnswer<never> {
  return { status, body: { ok: false, statusCode: status, code, message } };
}
