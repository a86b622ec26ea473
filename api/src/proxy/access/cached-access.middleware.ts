import type { IncomingMessage, ServerResponse } from 'http';
import { errorBody } from '../../common/error-body';
import type { VideoDelivery } from '../video-delivery';
import { sessionCookieOf, type ProxyAccessCache } from './proxy-access-cache';

/** The app's security headers middleware (helmet), which sets headers on Node's own response. */
export type SecurityHeaders = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const PATH = '/proxy/video';

/**
 * The app's first middleware: a /proxy/video read whose session was allowed this video a moment
 * ago (ProxyAccessCache) gets the same security headers, then the stream, without the rest of the
 * chain, the session store, the member and the video loaded again. Anything else (other paths, a
 * query other than one `u`, no decision) goes on untouched to the full check in ProxyController.
 */
export function cachedProxyAccess(
  cache: ProxyAccessCache,
  delivery: VideoDelivery,
  securityHeaders: SecurityHeaders,
): (request: IncomingMessage, response: ServerResponse, next: () => void) => void {
  return (request, response, next) => {
    const target = cachedTarget(cache, request);
    if (!target) return next();
    securityHeaders(request, response, () => {
      const delivered =
        request.method === 'HEAD'
          ? delivery.head(target, request, response)
          : delivery.stream(target, request, response);
      delivered.catch((error: unknown) => answerError(response, error));
    });
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

/** The API's error body (a refused address, an unreachable NAS), as Express's error middleware would send it. */
function answerError(response: ServerResponse, error: unknown): void {
  if (response.headersSent) return void response.destroy();
  const { status, body, headers } = errorBody(error);
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.end(JSON.stringify(body));
}
