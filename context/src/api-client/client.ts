import createClient, {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type Client,
  type FetchResponse,
  type MaybeOptionalInit,
} from 'openapi-fetch';
import type { PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { API_READ_INIT, forgetEarlyReads, takeEarlyRead } from '@academy/common';
import { raiseIfNotOk, type RequestOptions } from './request';
import type { paths } from './openapi';

/** Where the API answers; the generated paths are below it (`/admin/videos` is `/api/admin/videos`). */
export const API_BASE = '/api';

/** What a call may add to openapi-fetch's init: how a refusal is handled (see RequestOptions). */
export interface CallOptions extends RequestOptions {
  /** A GET that answers 401 resolves to null instead of raising (the current-user read). */
  on401?: 'returnNull';
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Init<P extends keyof paths, M extends Method> = MaybeOptionalInit<paths[P], M>;
/** The init is optional exactly when the route needs no path, query or body. */
export type Args<I> = RequiredKeysOf<I> extends never ? [init?: I & CallOptions] : [init: I & CallOptions];
/** The route's 2xx JSON answer (undefined for a 204). */
export type Answer<P extends keyof paths, M extends Method, I = unknown> = Exclude<
  FetchResponse<paths[P][M] & Record<string | number, unknown>, I, 'application/json'>['data'],
  undefined
>;

/** A same-origin address as the page asks for it (the early reads and the server's page data use these). */
function pageAddress(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return parsed.pathname + parsed.search;
}

/**
 * openapi-fetch builds the Request; the academy's transport sends it as the request helper always
 * has: the cookie sent, GETs taken from the early reads, a change forgetting them, and a refusal
 * raised as an HttpError (a 401 on a protected page leading to /login?expired=1).
 */
function transport(options: CallOptions) {
  return async (request: Request): Promise<Response> => {
    const url = pageAddress(request.url);
    let response: Response;
    if (request.method === 'GET') {
      const early = takeEarlyRead(url);
      response = await (early ? early.catch(() => fetch(url, API_READ_INIT)) : fetch(url, API_READ_INIT));
    } else {
      forgetEarlyReads();
      const body = await request.text();
      response = await fetch(url, {
        method: request.method,
        credentials: 'include',
        headers: body ? { 'Content-Type': 'application/json' } : {},
        ...(body ? { body } : {}),
      });
    }
    // The current-user read: a 401 means "no one signed in", neither an error nor a changed session.
    if (options.on401 === 'returnNull' && response.status === 401) return response;
    await raiseIfNotOk(response, options.redirectOn401);
    return response;
  };
}

let client: { origin: string; api: Client<paths> } | undefined;

/** Built on first use: a Request needs an absolute address, and the page's origin is known only then. */
function openapiClient(): Client<paths> {
  const origin = window.location.origin;
  if (client?.origin !== origin) client = { origin, api: createClient<paths>({ baseUrl: `${origin}${API_BASE}` }) };
  return client.api;
}

async function call(method: Uppercase<Method>, path: string, init: object | undefined): Promise<unknown> {
  const { redirectOn401, on401, ...rest } = (init ?? {}) as CallOptions & Record<string, unknown>;
  const send = openapiClient()[method] as (
    path: string,
    init: unknown,
  ) => Promise<{ data?: unknown; response: Response }>;
  const { data, response } = await send(path, { ...rest, fetch: transport({ redirectOn401, on401 }) });
  return response.status === 401 ? null : data;
}

/** One HTTP verb of the client; named so the built declarations keep the answer types. */
export type ApiVerb<M extends Method> = <P extends PathsWithMethod<paths, M>, I extends Init<P, M>>(
  path: P,
  ...init: Args<I>
) => Promise<Answer<P, M, I>>;

export type ApiClient = { [M in Method]: ApiVerb<M> };

const verb = (method: Method) => (path: string, init?: object) =>
  call(method.toUpperCase() as Uppercase<Method>, path, init);

/**
 * The one typed client: every path, parameter, body and answer is checked against the types
 * generated from api/openapi.json (npm run openapi -w @academy/api). A refusal raises an HttpError
 * with the server's Korean message.
 */
export const api = {
  get: verb('get'),
  post: verb('post'),
  put: verb('put'),
  patch: verb('patch'),
  delete: verb('delete'),
} as ApiClient;

const querySerializer = createQuerySerializer();

type GetParams<P extends PathsWithMethod<paths, 'get'>> = Omit<
  NonNullable<paths[P]['get']> extends { parameters: infer Params } ? Params : never,
  'header' | 'cookie'
>;

/**
 * A typed route's address for what is not a fetch: a link, a CSV download, a read the shell starts
 * early, a key of the page data the server rendered with. `apiUrl('/programs/{slug}', { path: { slug } })`.
 */
export function apiUrl<P extends PathsWithMethod<paths, 'get'>>(
  path: P,
  ...[params]: RequiredKeysOf<GetParams<P>> extends never ? [params?: GetParams<P>] : [params: GetParams<P>]
): string {
  return createFinalURL(path, {
    baseUrl: API_BASE,
    params: (params ?? {}) as { path?: Record<string, unknown>; query?: Record<string, unknown> },
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
}
