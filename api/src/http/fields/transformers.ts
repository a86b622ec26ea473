import { normalizeEmail, normalizeNewEmail } from '@academy/common';

/*
 * What a form sends, made into what a rule checks. Values of another type are passed on untouched
 * for the rule to refuse with its own message.
 */

/** Form text arrives with stray spaces; "  " must fail "required" like "". */
export const trim = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** An optional field left blank means "no value" (stored as NULL), not an invalid one. */
export const blankToNull = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};

/** E-mails are stored, compared and throttled in one form: trimmed, lower-cased, NFC. */
export const emailForm = (value: unknown): unknown => (typeof value === 'string' ? normalizeEmail(value) : value);

/** A new address (sign-up) is also NFKC-folded, so a fullwidth copy of an address is that address. */
export const newEmailForm = (value: unknown): unknown => (typeof value === 'string' ? normalizeNewEmail(value) : value);

/** Number inputs and query parameters may arrive as text ("12"); "" means "no value". */
export const integerText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+$/.test(text) ? Number(text) : value;
};

/** A list of short texts: an array or one comma-separated string, each entry trimmed, blanks dropped; null is none. */
export const textList = (value: unknown): unknown => {
  if (value === null) return [];
  const items: unknown[] | null = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!items) return value;
  return items.map(trim).filter((item) => item !== '');
};

/** A list of texts sent as an array only, each trimmed, blanks dropped. */
export const textArray = (value: unknown): unknown =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string')
    ? value.map((entry: string) => entry.trim()).filter((entry) => entry !== '')
    : value;
