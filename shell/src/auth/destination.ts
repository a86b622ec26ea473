import { hasRole, type User } from '@academy/common';

/** Where a login sends the user: `next` when given, else the dashboard for ADMIN and home for others. */
export function destinationAfterLogin(user: User, next?: string | null): string {
  if (next) return next;
  return hasRole(user, 'ADMIN') ? '/admin-dashboard' : '/';
}

/** Only same-site paths are followed after login; anything else falls back to the default. */
export function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}
