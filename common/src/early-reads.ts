import { VISITOR_COOKIE } from './server-render';

/**
 * API reads asked for before the page that shows them has loaded: the shell starts them as soon as
 * the address is known, beside the page's code, and the page's first GET of the same URL
 * (the typed client of @academy/context) takes the answer instead of asking again. Kept here, in the
 * package the shell loads first, so the shell's entry and the shared request helper see one store.
 */

/** Older than this, an early answer is not taken: the page asks again. */
export const EARLY_READ_MAX_AGE_MS = 10_000;

/** How every API read is sent (the request helper's GET uses the same). */
export const API_READ_INIT: RequestInit = { credentials: 'include', cache: 'no-store' };

const pending = new Map<string, { askedAt: number; response: Promise<Response> }>();

/**
 * The session check every guarded page starts with. A page drawn on the server for the signed-in
 * caller (/parent) carries its answer in its data: the auth context starts from it instead.
 */
export const SESSION_READ = '/api/auth/user';

/**
 * One key for one read, however its query was written: the shell builds addresses with
 * URLSearchParams, the typed client with openapi-fetch (another order, %20 for a space).
 */
export function readKey(url: string): string {
  const address = new URL(url, 'http://localhost');
  address.searchParams.sort();
  return address.pathname + address.search;
}

/** The page's own response said this browser holds no session (see VISITOR_COOKIE). */
export function isMarkedVisitor(cookie: string): boolean {
  return cookie.split(';').some((pair) => pair.trim() === `${VISITOR_COOKIE}=1`);
}

/** Asks for each URL now; a URL already asked for and not yet taken is not asked twice. */
export function startEarlyReads(urls: readonly string[], now = Date.now()): void {
  for (const url of urls) {
    const key = readKey(url);
    if (pending.has(key)) continue;
    const response = fetch(url, API_READ_INIT);
    // A failure is met by the page's own request, which then asks again.
    response.catch(() => undefined);
    pending.set(key, { askedAt: now, response });
  }
}

/** The early answer for this URL, once (its body can be read once); undefined when none or too old. */
export function takeEarlyRead(url: string, now = Date.now()): Promise<Response> | undefined {
  const key = readKey(url);
  const read = pending.get(key);
  if (!read) return undefined;
  pending.delete(key);
  return now - read.askedAt <= EARLY_READ_MAX_AGE_MS ? read.response : undefined;
}

/** Drops every early answer: after a login, a logout or a change, they may no longer be true. */
export function forgetEarlyReads(): void {
  pending.clear();
}
