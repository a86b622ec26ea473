import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { VideoDelivery } from '../video-delivery';
import { sessionCookieOf, type ProxyAccessCache } from './proxy-access-cache';

/**
 * Mounted on /proxy/video before the session middleware: a request whose session was allowed this
 * video a moment ago (ProxyAccessCache) is streamed at once, without loading the session, the
 * member and the video again. Anything else goes on to the full check in ProxyController.
 */
export function cachedProxyAccess(cache: ProxyAccessCache, delivery: VideoDelivery): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const url = request.query.u;
    const cookie = typeof url === 'string' ? sessionCookieOf(request) : null;
    const target = cookie ? cache.get(cookie, url as string) : null;
    if (!target) return next();
    const delivered =
      request.method === 'HEAD' ? delivery.head(target, request, response) : delivery.stream(target, request, response);
    delivered.catch(next);
  };
}
