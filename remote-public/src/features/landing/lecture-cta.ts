import { canWatch, type User } from '@academy/common';

/**
 * The hero's call to action opens the videos only for a VERIFIED or ADMIN user. A member still
 * waiting for approval goes to /account, which says why; /login would only send them back here.
 */
export function lectureCtaPath(user: User | null): '/videos' | '/login' | '/account' {
  if (user === null) return '/login';
  return canWatch(user.role) ? '/videos' : '/account';
}
