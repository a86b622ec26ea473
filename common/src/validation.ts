import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import { validateSignupConsent, type SignupConsentInput } from './signup-consent';
import { validateAccountType, type AccountTypeInput } from './parents';
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

/**
 * The form a NEW address (sign-up) is stored in: normalizeEmail after NFKC, which folds the
 * compatibility forms a keyboard or an IME can produce (fullwidth ｍ → m, ｆｉ ligature → fi) into
 * plain ASCII. A fullwidth copy of an existing address therefore meets it as DUPLICATE_EMAIL.
 */
export function normalizeNewEmail(value: string): string {
  return normalizeEmail(value.normalize('NFKC'));
}

// Printable ASCII only: what survives NFKC outside it (Cyrillic е, the U+2010 hyphen, é) draws
// like another letter, so a stranger's address could pass for a student's in the approval queue.
const ASCII_EMAIL = /^[\x21-\x7e]+$/;

/**
 * The first problem of an address someone signs up with: the e-mail rule, then plain ASCII after
 * the NFKC fold. Only for new addresses: an existing one (from before this rule) still logs in.
 */
export function newEmailError(value: unknown): string | undefined {
  const email = typeof value === 'string' ? normalizeNewEmail(value) : value;
  if (!isValidEmail(email)) return V.email;
  // RFC 5321 makes "student"@example.com and student@example.com one mailbox: a quoted local
  // part would open a second account beside the first.
  if ((email as string).includes('"')) return V.email;
  if (!ASCII_EMAIL.test(email as string)) return V.emailAscii;
  return undefined;
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

export interface SignupInput extends LoginInput, SignupConsentInput, AccountTypeInput {
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

/**
 * The sign-up form: a new e-mail (plain ASCII), both names (usable text, at most 50), a password
 * of 6 to 128, the same confirmation, then the consents (signup-consent.ts).
 */
export function validateSignup(input: SignupInput): FieldError[] {
  const errors: FieldError[] = [];
  const email = newEmailError(input.email);
  if (email) errors.push({ field: 'email', message: email });
  const firstName = nameError(input.firstName, V.firstName);
  if (firstName) errors.push({ field: 'firstName', message: firstName });
  const lastName = nameError(input.lastName, V.lastName);
  if (lastName) errors.push({ field: 'lastName', message: lastName });
  errors.push(...newPasswordErrors(input.password, input.confirmPassword, 'password'));
  errors.push(...validateAccountType(input));
  errors.push(...validateSignupConsent(input));
  return errors;
}

/** The first problem of a password someone chooses (sign-up, a change): 6 to 128 characters. */
export function newPasswordError(value: unknown): string | undefined {
  const password = text(value);
  if (password.length < LIMITS.passwordMin) return V.passwordMin;
  if (password.length > LIMITS.passwordMax) return V.passwordMax;
  return undefined;
}

/** A chosen password and its confirmation, the confirmation read as text and compared exactly. */
function newPasswordErrors(password: unknown, confirmation: unknown, field: string): FieldError[] {
  const errors: FieldError[] = [];
  const problem = newPasswordError(password);
  if (problem) errors.push({ field, message: problem });
  if (text(confirmation) !== text(password)) errors.push({ field: 'confirmPassword', message: V.passwordMismatch });
  return errors;
}

export interface PasswordChangeInput {
  currentPassword?: unknown;
  newPassword?: unknown;
  confirmPassword?: unknown;
}

/** Passwords are compared as the server hashes them (NFC), so a re-typed accent is not a new password. */
export function isSamePassword(a: unknown, b: unknown): boolean {
  return text(a).normalize('NFC') === text(b).normalize('NFC');
}

/**
 * The change-password form: the current password as the login form takes it, a new one by the
 * sign-up rules that differs from the current one, and the same confirmation.
 */
export function validatePasswordChange(input: PasswordChangeInput): FieldError[] {
  const errors: FieldError[] = [];
  const current = text(input.currentPassword);
  if (current.length < 1) errors.push({ field: 'currentPassword', message: V.currentPassword });
  else if (current.length > LIMITS.passwordMax) errors.push({ field: 'currentPassword', message: V.passwordMax });
  const chosen = newPasswordErrors(input.newPassword, input.confirmPassword, 'newPassword');
  if (
    !chosen.some((error) => error.field === 'newPassword') &&
    current.length > 0 &&
    isSamePassword(input.newPassword, current)
  ) {
    chosen.unshift({ field: 'newPassword', message: V.passwordUnchanged });
  }
  errors.push(...chosen);
  return errors;
}

/** 비밀번호 찾기: the address the reset link goes to, checked like a login's. */
export function validatePasswordResetRequest(input: { email?: unknown }): FieldError[] {
  return isValidEmail(input.email) ? [] : [{ field: 'email', message: V.email }];
}

export interface PasswordResetInput {
  newPassword?: unknown;
  confirmPassword?: unknown;
}

/** /reset-password: a new password by the sign-up rules and the same confirmation. */
export function validatePasswordReset(input: PasswordResetInput): FieldError[] {
  return newPasswordErrors(input.newPassword, input.confirmPassword, 'newPassword');
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
  return (
    typeof value === 'string' &&
    /^\/[^/\\\s][^\s\\]*$/.test(value) &&
    value.length <= LIMITS.urlMax &&
    !hasForbiddenCharacters(value)
  );
}
