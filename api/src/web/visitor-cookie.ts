import type { Request, Response } from 'express';
import { VISITOR_COOKIE } from '@academy/common';
import { SESSION_COOKIE } from '../sessions/session.setup';

const hasCookie = (request: Request, name: string) =>
  (request.headers.cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));

/** Whether the request carries a session cookie (it is not read: a stale one still counts). */
export const hasSessionCookie = (request: Request) => hasCookie(request, SESSION_COOKIE);

/**
 * Marks a browser that sent no session cookie as a visitor, and unmarks it once it sends one. Only
 * the cookie's presence is read (pages skip the session store), and only headers change: the
 * cached page itself stays the same for everyone.
 */
export function markVisitor(request: Request, response: Response): void {
  const hasSession = hasCookie(request, SESSION_COOKIE);
  const marked = hasCookie(request, VISITOR_COOKIE);
  const options = { path: '/', sameSite: 'lax' as const, secure: request.secure };
  if (!hasSession && !marked) response.cookie(VISITOR_COOKIE, '1', options);
  else if (hasSession && marked) response.clearCookie(VISITOR_COOKIE, options);
}
