import type { Request } from 'express';
import type { SessionData } from 'express-session';
import type { SessionDevice } from '../auth/request-context';

/** When and with which browser this request signs in. */
export function deviceOf(request: Request): SessionDevice {
  return { since: new Date().toISOString(), userAgent: request.get('user-agent') ?? null };
}

const regenerate = (request: Request) =>
  new Promise<void>((resolve, reject) => request.session.regenerate((error) => (error ? reject(error) : resolve())));
export const saveSession = (request: Request) =>
  new Promise<void>((resolve, reject) => request.session.save((error) => (error ? reject(error) : resolve())));

/**
 * Moves the session to a new id (the old one is destroyed, so a copy of the old cookie is
 * worthless), keeping who is signed in, the console mark and the device, then applying `changes`.
 */
export async function renewSession(
  request: Request,
  changes: Partial<Pick<SessionData, 'console' | 'device'>> = {},
): Promise<void> {
  const { passport, console, device } = request.session;
  await regenerate(request);
  const kept = { passport, console, device, ...changes };
  for (const [key, value] of Object.entries(kept))
    if (value !== undefined) Object.assign(request.session, { [key]: value });
  await saveSession(request);
}
