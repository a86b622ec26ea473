import { LIMITS, MESSAGES, textError } from '@academy/common';
import { isIsoDateTime, parseIsoDate } from '@academy/common/iso-date';
import { Field } from './field';
import { blankToNull, integerText, textArray, textList } from './transformers';

const V = MESSAGES.validation;

/** A moment, optional: absent stays absent, blank or null clears it; otherwise @academy/common's ISO rule. */
export const IsoDateField = () =>
  Field(
    'isoDate',
    (value) => (value === undefined || value === null || isIsoDateTime(value) ? null : V.date),
    blankToNull,
  );

/** A calendar day (YYYY-MM-DD, a real date), optional: absent stays absent. */
export const DayField = () =>
  Field('day', (value) => (value === undefined || parseIsoDate(value) !== null ? null : V.day));

/** true or false, optional (absent keeps the default or the stored value); null is refused. */
export const BooleanField = () =>
  Field('boolean', (value) => (value === undefined || typeof value === 'boolean' ? null : V.boolean));

export interface IntegerFieldOptions {
  min: number;
  max: number;
  /** Not an integer, or below `min`. */
  message: string;
  /** Above `max`; `message` unless given. */
  tooLarge?: string;
  /** Accept digits sent as text ("12"; "" is null): number inputs and query parameters. */
  fromText?: boolean;
  /** null (or "" from text) means "no value" rather than a mistake. */
  nullable?: boolean;
}

/** A whole number within bounds, optional: absent stays absent. */
export const IntegerField = ({
  min,
  max,
  message,
  tooLarge = message,
  fromText = false,
  nullable = false,
}: IntegerFieldOptions) =>
  Field(
    'integer',
    (value) => {
      if (value === undefined || (value === null && nullable)) return null;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min) return message;
      return value > max ? tooLarge : null;
    },
    fromText ? integerText : undefined,
    { max },
  );

/** A display position: 0 and up, with the course list's upper bound. */
export const DisplayOrderField = (options: Pick<IntegerFieldOptions, 'fromText' | 'nullable'> = {}) =>
  IntegerField({
    min: LIMITS.courseOrderMin,
    max: LIMITS.courseOrderMax,
    message: V.order,
    tooLarge: V.orderMax,
    ...options,
  });

/** One of a fixed list of values; with `optional`, absent is fine too. */
export const OneOfField = (values: readonly string[], message: string, { optional = false } = {}) =>
  Field(
    'oneOf',
    (value) => ((optional && value === undefined) || values.includes(value as string) ? null : message),
    undefined,
    { values },
  );

/** First problem of a list of short texts, or null. */
function listProblem(
  value: unknown,
  rule: { notList: string; max: number; tooMany: string; entryMax: number; entryTooLong: string },
): string | null {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return rule.notList;
  if (value.length > rule.max) return rule.tooMany;
  if (value.some((entry) => typeof entry !== 'string')) return rule.notList;
  const unusable = (value as string[]).map(textError).find((error) => error !== null);
  if (unusable) return unusable;
  return (value as string[]).some((entry) => entry.length > rule.entryMax) ? rule.entryTooLong : null;
}

/** Course tags: a list or one comma-separated string, entries trimmed and blanks dropped; null is none. */
export const TagsField = () =>
  Field(
    'tags',
    (value) =>
      listProblem(value, {
        notList: V.tags,
        max: LIMITS.tagsMax,
        tooMany: V.tagsMax,
        entryMax: LIMITS.tagMax,
        entryTooLong: V.tagMax,
      }),
    textList,
  );

/** A program's features: a list of texts, entries trimmed and blanks dropped (the console ignores blank lines). */
export const FeatureListField = () =>
  Field(
    'featureList',
    (value) =>
      listProblem(value, {
        notList: V.features,
        max: LIMITS.featuresMax,
        tooMany: V.featuresMax,
        entryMax: LIMITS.featureMax,
        entryTooLong: V.featureMax,
      }),
    textArray,
  );
