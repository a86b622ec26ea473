import type { Request, Response } from 'express';
import { endSession } from '../auth/session-end';
import { deviceOf, renewSession, saveSession } from '../sessions/session-renewal';

/**
 * Marks the session as a console session under a new id (no session fixation). A member who was
 * signed in stays signed in: the console adds admin rights for the console routes only.
 */
export async function startConsoleSession(request: Request): Promise<void> {
  // A console session has no member of its own to list it; a member's keeps its device.
  await renewSession(request, {
    console: { since: new Date().toISOString() },
    device: request.session.device ?? deviceOf(request),
  });
}

/** Ends the console part; a session with nothing else in it is destroyed with its cookie. */
export async function endConsoleSession(request: Request, response: Response): Promise<void> {
  if (request.session.passport?.user) {
    delete request.session.console;
    await saveSession(request);
    return;
  }
  await endSession(request, response);
}
