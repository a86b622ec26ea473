import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { MESSAGES } from '@academy/common';

/** The Korean message of the first check a value fails, or null when it passes. `body` is the whole form. */
export type Check = (value: unknown, body: Record<string, unknown>) => string | null;

/** Turns what a form sent into what the check sees and the service gets (trimmed text, numbers from text…). */
export type Normalize = (value: unknown) => unknown;

/**
 * The bounds a rule checks, kept on class-validator's metadata of the field (its `constraints`) so
 * tests read them from the DTO instead of restating them.
 */
export interface FieldFacts {
  /** The longest text, or the largest number. */
  max?: number;
  /** The values a choice takes. */
  values?: readonly string[];
}

/**
 * The one way a field rule is written: ONE validator per field whose checks run in the order the
 * check function writes them, so the first failing check names the message (no reliance on the
 * order class-validator runs stacked decorators in), after an optional normalisation.
 *
 * A value left out of the body reaches the check as undefined: each rule says whether that is
 * fine. An update body is PartialType(create, { skipNullProperties: false }): a field left out keeps
 * its stored value, a field sent (even null) is checked like on create.
 */
export function Field(name: string, check: Check, normalize?: Normalize, facts: FieldFacts = {}): PropertyDecorator {
  const validate = ValidateBy({
    name,
    constraints: [facts],
    validator: {
      validate: (value, args) => check(value, bodyOf(args?.object)) === null,
      defaultMessage: (args) => check(args?.value, bodyOf(args?.object)) ?? MESSAGES.validation.invalid,
    },
  });
  return normalize
    ? applyDecorators(
        Transform(({ value }) => normalize(value)),
        validate,
      )
    : validate;
}

const bodyOf = (object: unknown) => (object ?? {}) as Record<string, unknown>;
