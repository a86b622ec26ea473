import type { User } from '@academy/common';

/** What the header shows too: the first name, else the e-mail. */
export function firstNameOrEmail(user: User): string {
  return user.firstName?.trim() || user.email;
}

/** Korean order, family name first ("김민수"); the e-mail when no name was given. */
export function fullName(user: User): string {
  const name = `${user.lastName?.trim() ?? ''}${user.firstName?.trim() ?? ''}`;
  return name || user.email;
}

export function avatarInitial(user: User): string {
  return firstNameOrEmail(user).charAt(0).toUpperCase();
}
