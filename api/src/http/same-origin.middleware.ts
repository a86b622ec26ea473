import type { NextFunction, Request, Response } from 'express';
import { MESSAGES } from '@academy/common';
import { errorBody } from './error-body';
import { ApiError } from './api-error';
import { HttpStatus } from '@nestjs/common';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(request: Request): string | null {
  const origin = request.get('origin');
  if (origin && origin !== 'null') return origin;
  const referer = request.get('referer');
  if (!referer) return origin === 'null' ? 'null' : null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Refuses state-changing requests sent by another site's page (CSRF), on top of SameSite=Lax.
 * Browsers always name the origin of such requests; clients without one (curl, tests) pass.
 */
export function sameOriginOnly(allowedOrigins: readonly string[]) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method)) return next();
    const origin = originOf(request);
    if (origin === null) return next();
    // Our pages send no Referer (Referrer-Policy: no-referrer), so a plain form post from our own page
    // (the consultation form without JavaScript) names its origin "null"; the browser's own
    // Sec-Fetch-Site, which no page can set, says whether it came from this site.
    if (origin === 'null' && request.get('sec-fetch-site') === 'same-origin') return next();
    const own = `${request.protocol}://${request.get('host')}`;
    if (origin === own || allowedOrigins.includes(origin)) return next();
    const { status, body } = errorBody(new ApiError(HttpStatus.FORBIDDEN, 'FORBIDDEN', MESSAGES.auth.crossOrigin));
    response.status(status).json(body);
  };
}
