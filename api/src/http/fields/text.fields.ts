import { isValidEmail, LIMITS, MESSAGES, newEmailError, textError } from '@academy/common';
import { Field } from './field';
import { fitsTextColumn } from './text-column';
import { blankToNull, emailForm, newEmailForm, trim } from './transformers';

const V = MESSAGES.validation;

export interface TextFieldOptions {
  /** The message for a value that is missing, null, blank or not text. Without it the field is optional. */
  required?: string;
  /** The most characters (UTF-16 units, what the forms count too). */
  max: number;
  /** The message for text over `max`, or over what a TEXT column holds. */
  tooLong: string;
}

/** Usable text no longer than `max`; the invisible-only and broken-character rule is @academy/common's textError. */
function textProblem(value: string, { max, tooLong }: TextFieldOptions): string | null {
  return textError(value) ?? (value.length > max || !fitsTextColumn(value) ? tooLong : null);
}

/**
 * Text, trimmed. Required: absent, null, blank or not text → `required`. Optional: absent stays
 * absent, null or blank becomes null, anything but text → "invalid".
 */
export function TextField(options: TextFieldOptions): PropertyDecorator {
  const { required } = options;
  if (required !== undefined) {
    return Field(
      'requiredText',
      (value) => (typeof value !== 'string' || value === '' ? required : textProblem(value, options)),
      trim,
      { max: options.max },
    );
  }
  return Field(
    'optionalText',
    (value) => {
      if (value === undefined || value === null) return null;
      return typeof value === 'string' ? textProblem(value, options) : V.invalid;
    },
    blankToNull,
    { max: options.max },
  );
}

/** A row id chosen in a form (a course, a member): one message whatever is wrong with it. */
export const IdField = (message: string) => TextField({ required: message, max: LIMITS.idMax, tooLong: message });

/** An e-mail address, normalised (trimmed, lower-cased, NFC) before the common rule checks it. */
export const EmailField = () => Field('email', (value) => (isValidEmail(value) ? null : V.email), emailForm);

/**
 * An address someone is choosing now (sign-up): also NFKC-folded, then it must be plain ASCII
 * (@academy/common's newEmailError, which the sign-up form runs too). Login keeps EmailField, so
 * an account made before this rule still signs in.
 */
export const NewEmailField = () => Field('newEmail', (value) => newEmailError(value) ?? null, newEmailForm);

export interface PasswordFieldOptions {
  min: number;
  /** Also the message for a value that is not text. */
  tooShort: string;
  max?: number;
  tooLong?: string;
}

/** A password, exactly as typed: no trimming, any character; only its length is checked. */
export const PasswordField = ({ min, tooShort, max, tooLong = V.invalid }: PasswordFieldOptions) =>
  Field('password', (value) => {
    if (typeof value !== 'string' || value.length < min) return tooShort;
    return max !== undefined && value.length > max ? tooLong : null;
  });

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** Equal to another field of the same form, both read as text (what the sign-up form compares). */
export const SameAsField = (property: string, message: string) =>
  Field('sameAs', (value, body) => (asText(value) === asText(body[property]) ? null : message));
