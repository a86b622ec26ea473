import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../sessions/session.setup';

/**
 * Logout ends the session on the server (its row is deleted, so a copied cookie is worthless)
 * and tells the browser to drop the cookie. Harmless without a session.
 */
export async function endSession(request: Request, response: Response): Promise<void> {
  await new Promise<void>((resolve, reject) => request.logout((error) => (error ? reject(error) : resolve())));
  await new Promise<void>((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
  response.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}
