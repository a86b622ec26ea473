import { dictionary } from '@zxcvbn-ts/language-common';

/** The console password's least length: 12 characters. */
export const CONSOLE_PASSWORD_MIN = 12;

let common: Set<string> | null = null;

/** Whether a password is in zxcvbn-ts's common-password list (case ignored); read once, on first use. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
