import { randomInt } from 'crypto';
import { LIMITS } from '@academy/common';

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand (no 0/O/o, 1/l/I). */
export const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A password an administrator hands to a member: each character drawn uniformly by the CSPRNG (about 70 bits). */
export function temporaryPassword(length: number = LIMITS.temporaryPasswordLength): string {
  let password = '';
  for (let i = 0; i < length; i++)
    password += TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)];
  return password;
}
