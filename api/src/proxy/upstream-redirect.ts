const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export function isRedirect(statusCode: number): boolean {
  return REDIRECT_STATUSES.has(statusCode);
}

/**
 * Where a redirect may lead: the same origin only (scheme, host and port), so an allowed video
 * URL cannot be bent into fetching another host or another service on the same host.
 * Returns null when the redirect must not be followed.
 */
export function sameOriginTarget(from: string, location: string | string[] | undefined): string | null {
  if (typeof location !== 'string' || location === '') return null;
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  return target.origin === new URL(from).origin ? target.toString() : null;
}
