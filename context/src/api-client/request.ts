import { isProtectedPath, MESSAGES, type ApiErrorBody, type FieldError } from '@academy/common';
import { leaveForLogin } from '../session-redirect';

/** A non-OK answer. `message` is the spec's "status: text" form; `userMessage` is the Korean sentence to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly userMessage: string,
    readonly code?: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(`${status}: ${userMessage}`);
    this.name = 'HttpError';
  }
}

/** The 401 of a request whose session has ended: the page is already on its way to /login. */
export class SessionEndedError extends HttpError {
  constructor() {
    super(401, 'Unauthorized', 'UNAUTHORIZED');
    this.name = 'SessionEndedError';
  }
}

/** A 401 is recognised by its text ("401…Unauthorized") as well as by its status. */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof HttpError && error.status === 401) return true;
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/**
 * The one pending "has the session ended?" check: a screen loading four lists leaves for /login
 * once, not four times. Settled, it is forgotten: the page is normally gone by then, and one whose
 * navigation was stopped (or a test) must meet a later expiry afresh, its drafts kept again.
 */
let expiryCheck: Promise<boolean> | null = null;

async function sessionStillOpen(): Promise<boolean> {
  const response = await fetch('/api/auth/user', { credentials: 'include', cache: 'no-store' }).catch(() => null);
  return response?.ok === true;
}

/**
 * A 401 on a protected path: when the session has ended, go once to /login?next=…&expired=1, whose
 * page says the session expired (no native alert). When /api/auth/user still answers, /login would
 * send the user straight back into the same 401 (an endless loop), so the 401 is raised to the
 * screen instead, which shows it with a retry.
 */
function sessionEnded(): Promise<boolean> {
  expiryCheck ??= sessionStillOpen().then((open) => {
    expiryCheck = null;
    if (!open) leaveForLogin();
    return !open;
  });
  return expiryCheck;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json().catch(() => null);
  return response.text();
}

/** Fired when the server says the session no longer allows something; the auth context re-reads the user. */
export const SESSION_CHANGED_EVENT = 'academy:session-changed';

function announceSessionChange(status: number, code: string | undefined): void {
  // A member revoked or removed since the page loaded, or one who must now change the password:
  // the guards and the shell's password screen must learn it without a reload.
  if (
    (status === 401 && code === 'UNAUTHORIZED') ||
    (status === 403 && (code === 'FORBIDDEN' || code === 'PASSWORD_CHANGE_REQUIRED'))
  ) {
    window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  }
}

/** Raises the answer's refusal as an HttpError; a 401 on a protected page first checks whether the session ended. */
export async function raiseIfNotOk(response: Response, redirectOn401 = true): Promise<void> {
  if (response.ok) return;
  if (response.status === 401 && redirectOn401 && isProtectedPath(window.location.pathname) && (await sessionEnded())) {
    throw new SessionEndedError();
  }
  const body = await readBody(response);
  announceSessionChange(response.status, (body as Partial<ApiErrorBody> | null)?.code);
  if (body && typeof body === 'object' && 'message' in body) {
    const error = body as ApiErrorBody;
    throw new HttpError(response.status, String(error.message), error.code, error.errors ?? []);
  }
  const text = typeof body === 'string' && body.trim() ? body : response.statusText || MESSAGES.errors.internal;
  throw new HttpError(response.status, text);
}

export interface RequestOptions {
  /**
   * false: a 401 is raised as an HttpError even on a protected path, for callers that handle it
   * themselves (a console login answers 401 for a wrong password; /admin-dashboard sends an
   * expired console session to /_superadmin, not to /login).
   */
  redirectOn401?: boolean;
}
