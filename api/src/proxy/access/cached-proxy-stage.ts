import type { IncomingMessage, ServerResponse } from 'http';
import { sendError } from '../../http/send-error';
import type { VideoDelivery } from '../video-delivery';
import { sessionCookieOf, type ProxyAccessCache } from './proxy-access-cache';

/** The app's security headers middleware (helmet), which sets headers on Node's own response. */
export type SecurityHeaders = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Runs in the server's request listener before Express; true when it took the request. */
export type RequestStage = (request: IncomingMessage, response: ServerResponse) => boolean;

const PATH = '/proxy/video';

/**
 * A /proxy/video read whose session was allowed this video a moment ago (ProxyAccessCache) is
 * answered here, before Express: the same security headers, then the stream, without Express
 * dressing the request and response or running its chain, the session store, the member and the
 * video loaded again. A player seeking sends many such reads, and Express's per-request work was
 * most of their cost. Anything else (other paths, a query other than one `u`, no decision) goes to
 * Express untouched and gets the full check in ProxyController. A failure is answered by the same
 * sendError as Express's error handlers, so both paths answer alike.
 */
export function cachedProxyStage(
  cache: ProxyAccessCache,
  delivery: VideoDelivery,
  securityHeaders: SecurityHeaders,
): RequestStage {
  return (request, response) => {
    const target = cachedTarget(cache, request);
    if (!target) return false;
    securityHeaders(request, response, () => {
      const delivered =
        request.method === 'HEAD'
          ? delivery.head(target, request, response)
          : delivery.stream(target, request, response);
      delivered.catch((error: unknown) => sendError(response, error));
    });
    return true;
  };
}

function cachedTarget(cache: ProxyAccessCache, request: IncomingMessage) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url ?? '';
  const query = url.startsWith(`${PATH}?`) ? new URLSearchParams(url.slice(PATH.length + 1)) : null;
  // One `u` and nothing else: a repeated or extra parameter gets the chain's full answer (400).
  if (!query || query.size !== 1) return null;
  const videoUrl = query.get('u');
  const cookie = videoUrl ? sessionCookieOf(request) : null;
  return cookie ? cache.get(cookie, videoUrl!) : null;
}
