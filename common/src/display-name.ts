/** The name parts every account has (both optional: a name may be missing). */
export interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
}

const HANGUL_ONLY = /^[\uAC00-\uD7A3\s]+$/;

/**
 * A member's full name as Korean readers expect it: a Hangul name family name first without a
 * space (김민수), any other "first last" (Minsu Kim); one part alone when the other is missing; ''
 * when there is no name at all, so each screen picks its own stand-in (the e-mail, or '-').
 */
export function displayName(user: NameParts): string {
  const first = user.firstName?.trim() ?? '';
  const last = user.lastName?.trim() ?? '';
  if (!first || !last) return first || last;
  return HANGUL_ONLY.test(first + last) ? `${last}${first}` : `${first} ${last}`;
}

/**
 * Where there is room for one word (the header, the members' greeting): the first name, else the
 * e-mail. The header shows the first letter of it as the avatar.
 */
export function shortName(user: NameParts & { email: string }): string {
  return user.firstName?.trim() || user.email;
}
