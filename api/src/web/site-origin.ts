import type { Request } from 'express';

/** A host as a browser sends it (a name or an address, maybe a port): anything else is never echoed into a page. */
const PLAUSIBLE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where the site's absolute URLs (canonical, Open Graph, sitemap, robots.txt) start: PUBLIC_URL
 * when it is set, else the address the browser opened. Express reads that from X-Forwarded-Host
 * and X-Forwarded-Proto only when TRUST_PROXY trusts the proxy that sent them, from the Host
 * header and the socket otherwise. Null (relative URLs) when the host is not a plausible one.
 */
export function siteOrigin(request: Request, publicUrl: string | null): string | null {
  if (publicUrl) return publicUrl;
  const host = request.host;
  return host && PLAUSIBLE_HOST.test(host) ? `${request.protocol}://${host.toLowerCase()}` : null;
}
