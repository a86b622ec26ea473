import type { Request, Response } from 'express';
import { endSession } from '../auth/session-end';

const regenerate = (request: Request) =>
  new Promise<void>((resolve, reject) => request.session.regenerate((error) => (error ? reject(error) : resolve())));
const save = (request: Request) => new Promise<void>((resolve, reject) => request.session.save((error) => (error ? reject(error) : resolve())));

/**
 * Marks the session as a console session under a new id (no session fixation). A member who was
 * signed in stays signed in: the console adds admin rights for the console routes only.
 */
export async function startConsoleSession(request: Request): Promise<void> {
  const signedIn = request.session.passport;
  await regenerate(request);
  if (signedIn) request.session.passport = signedIn;
  request.session.console = { since: new Date().toISOString() };
  await save(request);
}

/** Ends the console part; a session with nothing else in it is destroyed with its cookie. */
export async function endConsoleSession(request: Request, response: Response): Promise<void> {
  if (request.session.passport?.user) {
    delete request.session.console;
    await save(request);
    return;
  }
  await endSession(request, response);
}
