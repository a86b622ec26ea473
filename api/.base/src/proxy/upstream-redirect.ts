const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export function isRedirect(statusCode: number): boolean {
  return REDIRECT_STATUSES.has(statusCode);
}

/**
 * Where a redirect may lead: the same host name only (http→https on the NAS itself is fine),
 * never another host, so an allowed video URL cannot be bent into fetching anything else.
 * Returns null when the redirect must not be followed.
 */
export function sameHostTarget(from: string, location: string | string[] | undefined): string | null {
  if (typeof location !== 'string' || location === '') return null;
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  return target.hostname === new URL(from).hostname ? target.toString() : null;
}
