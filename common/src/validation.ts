import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import { hasForbiddenCharacters, hasHiddenCharacters, textError } from './visible-text';

export interface FieldError {
  field: string;
  message: string;
}

const V = MESSAGES.validation;

// The shape zod's .email() accepts in practice: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * The one form an e-mail is stored, looked up and throttled in: trimmed, lower-cased and NFC, so
 * "Jose\u0301@X.kr" and "josé@x.kr" are one address. Nothing folds accents: vérified@ stays a
 * different address from verified@.
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase().normalize('NFC');
}

export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string' || hasForbiddenCharacters(value)) return false;
  const email = value.trim();
  // A zero-width or bidi character would make a look-alike of someone else's address.
  return email.length <= LIMITS.emailMax && EMAIL_PATTERN.test(email) && !hasHiddenCharacters(email);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export interface LoginInput {
  email?: unknown;
  password?: unknown;
}

/** The login form: a valid e-mail and a password of 1 to 128 characters. */
export function validateLogin(input: LoginInput): FieldError[] {
  const errors: FieldError[] = [];
  if (!isValidEmail(input.email)) errors.push({ field: 'email', message: V.email });
  const password = text(input.password);
  if (password.length < 1) errors.push({ field: 'password', message: V.passwordRequired });
  else if (password.length > LIMITS.passwordMax) errors.push({ field: 'password', message: V.passwordMax });
  return errors;
}

export interface SignupInput extends LoginInput {
  firstName?: unknown;
  lastName?: unknown;
  confirmPassword?: unknown;
}

function nameError(value: unknown, requiredMessage: string): string | undefined {
  const name = text(value).trim();
  if (name.length < 1) return requiredMessage;
  const unusable = textError(name);
  if (unusable) return unusable;
  if (name.length > LIMITS.nameMax) return V.nameMax;
  return undefined;
}

/** The sign-up form: e-mail, both names (usable text, at most 50), a password of 6 to 128, the same confirmation. */
export function validateSignup(input: SignupInput): FieldError[] {
  const errors: FieldError[] = [];
  if (!isValidEmail(input.email)) errors.push({ field: 'email', message: V.email });
  const firstName = nameError(input.firstName, V.firstName);
  if (firstName) errors.push({ field: 'firstName', message: firstName });
  const lastName = nameError(input.lastName, V.lastName);
  if (lastName) errors.push({ field: 'lastName', message: lastName });
  const password = text(input.password);
  if (password.length < LIMITS.passwordMin) errors.push({ field: 'password', message: V.passwordMin });
  else if (password.length > LIMITS.passwordMax) errors.push({ field: 'password', message: V.passwordMax });
  if (text(input.confirmPassword) !== password) errors.push({ field: 'confirmPassword', message: V.passwordMismatch });
  return errors;
}

/** First message per field, the way a form shows them. */
export function errorsByField(errors: FieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) byField[error.field] ??= error.message;
  return byField;
}

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > LIMITS.urlMax || hasForbiddenCharacters(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Image and thumbnail fields accept an absolute http(s) URL or a path served by this site. */
export function isImageUrl(value: unknown): boolean {
  // No backslash: browsers read "/\\host" as "//host", another site.
  if (isHttpUrl(value)) return true;
  return typeof value === 'string' && /^\/[^/\\\s][^\s\\]*$/.test(value) && value.length <= LIMITS.urlMax && !hasForbiddenCharacters(value);
}
