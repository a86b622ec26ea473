import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { isImageUrl, isValidSlug, LIMITS, MESSAGES } from '@academy/common';

/*
 * Field rules for the content forms (notices, gallery, programs). Each field gets ONE decorator
 * whose checks run in the order written below, so the first failing check names the message —
 * no reliance on class-validator's bottom-up decorator order.
 *
 * An update body is either PartialType(create, { skipNullProperties: false }) or, written out by
 * hand, uses `optional: true`: an absent field keeps its stored value; a field that is present is
 * checked like on create, so `title: null` is refused rather than stored.
 */

/** A Korean message for the first failed check, or null when the value is fine. */
type Check = (value: unknown) => string | null;

const V = MESSAGES.validation;

/** MySQL TEXT holds 65,535 bytes; 20,000 four-byte characters would not fit. */
const TEXT_COLUMN_BYTES = 65_535;

function Field(name: string, check: Check, normalize?: (value: unknown) => unknown) {
  const validate = ValidateBy({
    name,
    validator: { validate: (value) => check(value) === null, defaultMessage: (args) => check(args?.value) ?? V.invalid },
  });
  return normalize ? applyDecorators(Transform(({ value }) => normalize(value)), validate) : validate;
}

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const blankToNull = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : trim(value));

export function fitsTextColumn(value: string): boolean {
  return Buffer.byteLength(value, 'utf8') <= TEXT_COLUMN_BYTES;
}

interface TextOptions {
  max: number;
  tooLong: string;
  optional?: boolean;
}

/** A required text, trimmed: blank or not a string → `required`; longer than `max` → `tooLong`. */
export const RequiredText = (required: string, { max, tooLong, optional }: TextOptions) =>
  Field(
    'requiredText',
    (value) => {
      if (value === undefined && optional) return null;
      if (typeof value !== 'string' || value === '') return required;
      if (value.length > max || !fitsTextColumn(value)) return tooLong;
      return null;
    },
    trim,
  );

/** An optional text: absent stays absent, blank or null becomes null, otherwise trimmed. */
export const OptionalText = ({ max, tooLong }: Omit<TextOptions, 'optional'>) =>
  Field(
    'optionalText',
    (value) => {
      if (value === undefined || value === null) return null;
      if (typeof value !== 'string') return V.invalid;
      if (value.length > max || !fitsTextColumn(value)) return tooLong;
      return null;
    },
    blankToNull,
  );

/** An image address: an http(s) URL or a path of this site — never javascript:, data: or //host. */
export const ImageUrl = (required: string) =>
  Field(
    'imageUrl',
    (value) => {
      if (typeof value !== 'string' || value === '') return required;
      return isImageUrl(value) ? null : V.url;
    },
    trim,
  );

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/** ISO-8601 text as it arrives; a time needs its zone so nobody guesses the server's. */
export function isIsoDateTime(value: string): boolean {
  if (!ISO_DATE_TIME.test(value)) return false;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  // Both databases store years 1000–9999 only.
  return !Number.isNaN(date.getTime()) && year >= 1000 && year <= 9999;
}

/** An optional moment: absent stays absent, '' or null clears it, otherwise ISO-8601. */
export const IsoDateTime = () =>
  Field(
    'isoDateTime',
    (value) => {
      if (value === undefined || value === null) return null;
      return typeof value === 'string' && isIsoDateTime(value) ? null : V.date;
    },
    blankToNull,
  );

export const OptionalBoolean = () =>
  Field('optionalBoolean', (value) => (value === undefined || typeof value === 'boolean' ? null : V.boolean));

/** A display position: an integer ≥ 0 (spec 001 §5), with the courses' upper bound. */
export const DisplayOrder = () =>
  Field('displayOrder', (value) => {
    if (value === undefined) return null;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < LIMITS.courseOrderMin) return V.order;
    return value > LIMITS.courseOrderMax ? V.orderMax : null;
  });

/** Required slug: lower-case letters, digits and hyphens (spec 001 §5). */
export const Slug = () =>
  Field(
    'slug',
    (value) => {
      if (typeof value !== 'string' || value === '') return V.slug;
      if (value.length > LIMITS.slugMax * 2) return V.slugMax;
      return isValidSlug(value) ? null : V.slugPattern;
    },
    trim,
  );

/** A list of short texts, each trimmed, blank entries dropped (the secret console ignores blank text). */
export const FeatureList = () =>
  Field(
    'featureList',
    (value) => {
      if (value === undefined) return null;
      if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) return V.features;
      if (value.length > LIMITS.featuresMax) return V.featuresMax;
      return value.some((entry: string) => entry.length > LIMITS.featureMax) ? V.featureMax : null;
    },
    (value) =>
      Array.isArray(value) && value.every((entry) => typeof entry === 'string')
        ? value.map((entry: string) => entry.trim()).filter((entry) => entry !== '')
        : value,
  );
