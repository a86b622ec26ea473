import type { IncomingMessage } from 'http';
import { parse as parseCookies } from 'cookie';
import { SESSION_COOKIE } from '../../sessions/session.setup';
import type { UpstreamTarget } from '../video-delivery';

/**
 * How long a "this session may play this video" decision is reused. Writes in this process that
 * could change it (roles, videos, courses, ended sessions) drop every decision at once; another
 * API process learns of them only when its own decisions run out, so this is how late a revoke,
 * an unpublish or a role change can be seen there.
 */
export const ACCESS_TTL_MS = 5_000;
/**
 * In a decision's last second one request is sent to the full check again, so a playing video's
 * decision is renewed before it runs out instead of every read at that moment missing at once.
 */
const RENEW_BEFORE_MS = 1_000;
/** Bounds the memory: past it the oldest decisions go first. */
const MAX_DECISIONS = 10_000;

/**
 * The session cookie exactly as the browser sent it (signed by express-session), when it is the
 * cookie this request's session was loaded from. A decision is keyed by it, so only a request
 * carrying the very same signed cookie finds it, and the cookie need not be unsigned to look it up.
 */
export function sessionCookieOf(request: IncomingMessage & { sessionID?: string }): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const value = parseCookies(header)[SESSION_COOKIE];
  if (!value) return null;
  if (request.sessionID !== undefined && !value.startsWith(`s:${request.sessionID}.`)) return null;
  return value;
}

/**
 * Authorisation decisions of /proxy/video per session and video URL, for a few seconds: a player
 * seeking reads many small ranges, and each would otherwise load the session, the member and the
 * video from the database again.
 */
export class ProxyAccessCache {
  private readonly decisions = new Map<string, { target: UpstreamTarget; until: number; renewing: boolean }>();

  constructor(
    private readonly ttlMs = ACCESS_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(sessionCookie: string, url: string): UpstreamTarget | null {
    const key = keyOf(sessionCookie, url);
    const decision = this.decisions.get(key);
    if (!decision) return null;
    const left = decision.until - this.now();
    if (left <= 0) {
      this.decisions.delete(key);
      return null;
    }
    if (left > RENEW_BEFORE_MS || decision.renewing) return decision.target;
    decision.renewing = true;
    return null;
  }

  remember(sessionCookie: string, url: string, target: UpstreamTarget): void {
    const key = keyOf(sessionCookie, url);
    this.decisions.delete(key);
    this.decisions.set(key, { target, until: this.now() + this.ttlMs, renewing: false });
    if (this.decisions.size > MAX_DECISIONS) this.decisions.delete(this.decisions.keys().next().value!);
  }

  /** Something a decision rests on changed: none is reused. */
  clear(): void {
    this.decisions.clear();
  }
}

/** A NUL cannot be part of a cookie or a URL, so the two never run into each other. */
const keyOf = (sessionCookie: string, url: string) => `${sessionCookie}\0${url}`;
