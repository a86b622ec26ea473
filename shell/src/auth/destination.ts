import { hasRole, isParent, type User } from '@academy/common';

/**
 * Where a login sends the user: `next` when given, else the dashboard for ADMIN, the 학부모 홈 for a
 * parent (the member pages answer a parent 403) and home for others.
 */
export function destinationAfterLogin(user: User, next?: string | null): string {
  if (next) return next;
  if (hasRole(user, 'ADMIN')) return '/admin-dashboard';
  return isParent(user) ? '/parent' : '/';
}

/** Only same-site paths are followed after login; anything else falls back to the default. */
export function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}
