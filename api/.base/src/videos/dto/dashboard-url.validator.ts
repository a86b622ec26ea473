import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, registerDecorator, type ValidationArguments } from 'class-validator';
import { MESSAGES, videoUrlError, VIDEO_TYPES, type VideoType } from '@academy/common';
import { trimmed } from '../../courses/dto/input-transforms';

/** The dashboard form sends {title, type, url}; the admin page and the secret console send externalUrl. */
export function isDashboardForm(body: { externalUrl?: unknown; url?: unknown }): boolean {
  return body.externalUrl === undefined && body.url !== undefined;
}

const typeOf = (args: ValidationArguments): VideoType | null => {
  const type = (args.object as { type?: unknown }).type;
  return (VIDEO_TYPES as readonly unknown[]).includes(type) ? (type as VideoType) : null;
};

/** The dashboard form's URL must fit its type (spec 001 §5); the message is videoUrlError's. */
function MatchesVideoType(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'matchesVideoType',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        // Without a valid type there is nothing to match: the type field reports that.
        validate: (value: unknown, args: ValidationArguments) => {
          const type = typeOf(args);
          return type === null || (typeof value === 'string' && videoUrlError(type, value) === null);
        },
        defaultMessage: (args: ValidationArguments) => videoUrlError(typeOf(args) ?? 'nas', String(args.value)) ?? MESSAGES.validation.url,
      },
    });
}

export const DashboardUrlField = () =>
  applyDecorators(Transform(trimmed), IsString({ message: MESSAGES.validation.url }), IsNotEmpty({ message: MESSAGES.validation.url }), MatchesVideoType());
