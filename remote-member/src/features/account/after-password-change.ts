import { hasRole, type User } from '@academy/common';

/**
 * Where the forced password screen sends the user once the new password is set: the page they
 * opened, unless that was the landing page or /login (where a fresh login lands), in which case
 * their home: the member area for approved members, their account for the others.
 */
export function afterPasswordChange(user: User | null, pathname: string): string | null {
  if (pathname !== '/' && pathname !== '/login') return null;
  if (hasRole(user, 'VERIFIED')) return '/members';
  if (hasRole(user, 'ADMIN')) return '/admin';
  return '/account';
}
