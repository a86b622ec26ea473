import type { NextFunction, Request, Response } from 'express';
import { sendEncoded } from '../http/encoded-body';
import { hasSessionCookie } from '../web/visitor-cookie';
import { publicReadKey, SIGNED_IN_DIFFERS, type PublicReads } from './public-reads.service';

/**
 * Answers the public reads before the session, body parsing and compression middleware run: they
 * need none of it, and every rendered page and visitor asks for them. Anything it cannot answer
 * goes on to the controllers as usual.
 */
export function publicReadsMiddleware(reads: PublicReads) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const key = publicReadKey(request.path);
    if (!key || (SIGNED_IN_DIFFERS.has(key) && hasSessionCookie(request))) return next();
    reads.answer(key).then(
      ({ body }) => sendEncoded(request, response, body, 'no-cache'),
      () => next(),
    );
  };
}
