import { VIEWER_ROLES, type User } from '@academy/common';

/** The hero's call to action opens the videos only for a VERIFIED or ADMIN user. */
export function lectureCtaPath(user: User | null): '/videos' | '/login' {
  return user !== null && VIEWER_ROLES.includes(user.role) ? '/videos' : '/login';
}
