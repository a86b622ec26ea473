import { ValidateBy, type ValidationOptions } from 'class-validator';
import { MESSAGES, textError } from '@academy/common';

const firstError = (value: unknown): string | null => {
  if (typeof value === 'string') return textError(value);
  if (Array.isArray(value)) return value.map(firstError).find((error) => error !== null) ?? null;
  return null;
};

/**
 * No NUL, no lone surrogate, not only invisible characters: @academy/common's textError, the rule
 * the forms apply too. Values that are not text are left to the field's type rule.
 */
export const UsableText = (options: Pick<ValidationOptions, 'each'> = {}) =>
  ValidateBy(
    {
      name: 'usableText',
      validator: {
        validate: (value) => firstError(value) === null,
        defaultMessage: (args) => firstError(args?.value) ?? MESSAGES.validation.invalid,
      },
    },
    options,
  );
