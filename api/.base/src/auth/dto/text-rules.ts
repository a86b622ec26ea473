import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isValidEmail, normalizeEmail } from '@academy/common';

/*
 * Small class-validator rules that measure text the way @academy/common does (String#length),
 * so a form and the API count the same characters. class-validator's own MinLength/MaxLength
 * count a surrogate pair (an emoji) as one character and would disagree with the UI.
 *
 * class-validator checks a field's rules bottom-up (the decorator nearest the field runs first)
 * and the global pipe stops at the first failure: declare the first check last.
 */

const message = (text: string): ValidationOptions => ({ message: text });

export const IsText = (text: string) =>
  ValidateBy({ name: 'isText', validator: { validate: (value) => typeof value === 'string' } }, message(text));

export const MinChars = (min: number, text: string) =>
  ValidateBy(
    { name: 'minChars', constraints: [min], validator: { validate: (value) => typeof value === 'string' && value.length >= min } },
    message(text),
  );

export const MaxChars = (max: number, text: string) =>
  ValidateBy(
    { name: 'maxChars', constraints: [max], validator: { validate: (value) => typeof value === 'string' && value.length <= max } },
    message(text),
  );

export const IsAcademyEmail = (text: string) =>
  ValidateBy({ name: 'isAcademyEmail', validator: { validate: (value) => isValidEmail(value) } }, message(text));

/** Equal to another field of the same body, both read as text (what the sign-up form compares). */
export const SameAs = (property: string, text: string) =>
  ValidateBy(
    {
      name: 'sameAs',
      constraints: [property],
      validator: {
        validate: (value, args) => asText(value) === asText((args?.object as Record<string, unknown>)[property]),
      },
    },
    message(text),
  );

function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Strings are trimmed; anything else is left for the rules to refuse. */
export const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** E-mails are stored and compared trimmed and lower-cased (CONTRACT "Accounts and sessions"). */
export const NormalizedEmail = () => Transform(({ value }) => (typeof value === 'string' ? normalizeEmail(value) : value));
