import { hasRole, type User } from '@academy/common';

/** Where a login sends the user: `next` when given, else the dashboard for ADMIN and home for others. */
export function destinationAfterLogin(user: User, next?: string | null): string {
  if (next) return next;
  return hasRole(user, 'ADMIN') ? '/admin-dashboard' : '/';
}
