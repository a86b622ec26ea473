import type { NextFunction, Request, Response } from 'express';
import { sendError } from './send-error';

/**
 * Errors raised by Express middleware before Nest sees the request — the session store reading
 * its row, passport loading the signed-in user — get the same JSON answers as route errors (a
 * database outage is 503 DB_UNAVAILABLE), never Express's HTML error page.
 */
export function middlewareErrors(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  if (response.headersSent) return next(error);
  sendError(response, error);
}
