/** /login's flag saying the session ended: the login page says so, where a native alert() used to. */
export const SESSION_EXPIRED_PARAM = 'expired';

/** /login, coming back to `next` afterwards; `expired` when a session that ended sends the user there. */
export function loginPath(next: string, { expired = false }: { expired?: boolean } = {}): string {
  const flag = expired ? `&${SESSION_EXPIRED_PARAM}=1` : '';
  return `/login?next=${encodeURIComponent(next)}${flag}`;
}

/** Told the path (with its query) the user will be sent back to after signing in again. */
export type SessionRedirectListener = (next: string) => void;

const listeners = new Set<SessionRedirectListener>();

/**
 * Runs `listener` right before a page whose session has ended leaves for /login (see request.ts);
 * returns the call that removes it. An admin form registers one while its save runs, to keep what
 * was typed (remote-admin's session drafts).
 *
 * Why a hook here rather than a 401 the form catches and redirects on itself: the request helper
 * stays the one place that decides a session has ended and leaves (lists, deletes and every other
 * caller keep working untouched), and the listeners run synchronously before `location.assign`,
 * so nothing the form keeps can lose a race with the page unloading. A 401 while the session is
 * still open never reaches this point, so no form keeps anything for it.
 */
export function beforeSessionRedirect(listener: SessionRedirectListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Lets every listener keep what it must, then goes to /login, back to this page afterwards. */
export function leaveForLogin(): void {
  const next = window.location.pathname + window.location.search;
  for (const listener of [...listeners]) {
    try {
      listener(next);
    } catch (error) {
      // A draft that could not be kept (storage full or off) must not keep the user from signing in.
      console.error(error);
    }
  }
  window.location.assign(loginPath(next, { expired: true }));
}
