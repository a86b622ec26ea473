import type { Type } from '@nestjs/common';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import type { FieldFacts } from '../../src/http/fields';
import type { BodyField, FieldKind } from './routes';

/** The hostile kind of each field rule of src/http/fields, by the name the rule registers. */
const KIND_OF_RULE: Record<string, FieldKind> = {
  requiredText: 'requiredText',
  optionalText: 'optionalText',
  slug: 'slug',
  httpUrl: 'httpUrl',
  videoUrl: 'videoUrl',
  imageUrl: 'imageUrl',
  optionalImageUrl: 'optionalImageUrl',
  isoDate: 'date',
  integer: 'integer',
  boolean: 'flag',
  oneOf: 'oneOf',
  tags: 'tags',
  featureList: 'features',
  day: 'day',
  tuition: 'tuition',
  schedule: 'schedule',
  quizQuestions: 'quizQuestions',
  quizAnswers: 'quizAnswers',
  reviewText: 'answerText',
};

const metadataOf = (dto: Type<object>): ValidationMetadata[] =>
  getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);

/** A @ValidateIf that skips the field in the form `valid` is, even when the field is sent. */
function skippedIn(metadata: ValidationMetadata[], name: string, valid: Record<string, unknown>): boolean {
  const sent = { ...valid, [name]: valid[name] ?? '' };
  return metadata
    .filter((rule) => rule.propertyName === name && rule.type === ValidationTypes.CONDITIONAL_VALIDATION)
    .some((rule) => !(rule.constraints[0] as (body: object, value: unknown) => boolean)(sent, sent[name]));
}

/**
 * The fields of a form, read from class-validator's metadata of its DTO: each field's rule, with
 * the bounds it checks (see FieldFacts). A field the form `valid` is does not check is left out.
 * A rule this table does not know fails the corpus, so a new kind of field gets its bad values.
 */
export function dtoFields(dto: Type<object>, valid: Record<string, unknown>): BodyField[] {
  const metadata = metadataOf(dto);
  return metadata
    .filter((rule) => rule.type === ValidationTypes.CUSTOM_VALIDATION && rule.name !== undefined)
    .filter((rule) => !skippedIn(metadata, rule.propertyName, valid))
    .map((rule) => {
      const kind = KIND_OF_RULE[rule.name!];
      if (!kind) throw new Error(`${dto.name}.${rule.propertyName}: no hostile values for the rule '${rule.name}'`);
      const { max, values } = (rule.constraints?.[0] ?? {}) as FieldFacts;
      return { name: rule.propertyName, kind, max, values };
    });
}
