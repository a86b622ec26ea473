import type { TransformFnParams } from 'class-transformer';

/** Form text arrives with stray spaces; "  " must fail "required" like "". */
export const trimmed = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() : value);

/** Optional fields: an empty input means "no value" (stored as NULL), not an invalid one. */
export const emptyToNull = ({ value }: TransformFnParams): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};

/** Number inputs may arrive as text ("12"); "" means "no value". Anything else is left for the validators. */
export const integerOrNull = ({ value }: TransformFnParams): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+$/.test(text) ? Number(text) : value;
};

/**
 * Spec 001 §5: tags are split on commas, trimmed, empties dropped. The admin form sends an array;
 * a comma-separated string is accepted too. Non-string items are kept so the validator names them.
 */
export const tagList = ({ value }: TransformFnParams): unknown => {
  if (value === null) return [];
  const items: unknown[] | null = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!items) return value;
  return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
};
