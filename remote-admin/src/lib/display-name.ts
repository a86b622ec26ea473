import type { User } from '@academy/common';

/** A member's name as Korean readers expect it (family name first), or '-' when none was given. */
export function displayName(user: User & { name?: string | null }): string {
  if (user.name?.trim()) return user.name.trim();
  const joined = `${user.lastName ?? ''}${user.firstName ?? ''}`.trim();
  return joined || '-';
}
