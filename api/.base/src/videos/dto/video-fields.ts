import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { isHttpUrl, LIMITS, MESSAGES, VIDEO_TYPES } from '@academy/common';
import { fitsTextColumn } from '../../common/content-fields';
import { emptyToNull, integerOrNull, trimmed } from '../../courses/dto/input-transforms';
import { isDashboardForm } from './dashboard-url.validator';

const V = MESSAGES.validation;
/** The int column's ceiling; no lecture runs anywhere near 68 years. */
const DURATION_MAX_SEC = 2_147_483_647;

/**
 * Field rules shared by the create and update bodies; each form decides when a field is required
 * (ValidateIf) and the rules below apply once it is.
 */
export const CourseIdField = () =>
  applyDecorators(Transform(trimmed), IsString({ message: V.courseId }), IsNotEmpty({ message: V.courseId }), MaxLength(36, { message: V.courseId }));

export const TitleField = (requiredMessage: string = V.title) =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(LIMITS.titleMax, { message: V.titleMax }),
  );

export const DescriptionField = () =>
  applyDecorators(
    Transform(emptyToNull),
    IsString({ message: V.invalid }),
    MaxLength(LIMITS.textMax, { message: V.descriptionMax }),
    // MaxLength counts an emoji as one character; MySQL's TEXT column counts its four bytes.
    ValidateBy({ name: 'fitsTextColumn', validator: { validate: (value) => fitsTextColumn(String(value)) } }, { message: V.descriptionMax }),
  );

/** Any http(s) address up to 2000 characters (the admin page form). */
export const HttpUrlField = (requiredMessage: string = V.url) =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(LIMITS.urlMax, { message: MESSAGES.videoUrl.tooLong }),
    ValidateBy({ name: 'isHttpUrl', validator: { validate: (value) => isHttpUrl(value) } }, { message: V.url }),
  );

export const VideoTypeField = () => IsIn(VIDEO_TYPES, { message: V.videoType });

export const DurationField = () =>
  applyDecorators(Transform(integerOrNull), IsInt({ message: V.duration }), Min(0, { message: V.duration }), Max(DURATION_MAX_SEC, { message: V.duration }));

export const PublishedField = () => IsBoolean({ message: V.boolean });

/** The contract's times are ISO-8601 in UTC: an offset (or Z) is required so no server clock guesses one. */
export const AccessTimeField = () =>
  applyDecorators(
    Transform(emptyToNull),
    IsString({ message: V.date }),
    IsISO8601({ strict: true }, { message: V.date }),
    Matches(/(Z|[+-]\d\d:?\d\d)$/i, { message: V.date }),
  );

/*
 * Fields every video form treats alike, whole (API doc, when checked, rule): optional, and
 * '' or null clears them.
 */
export const OptionalDescription = () => applyDecorators(ApiPropertyOptional({ nullable: true }), IsOptional(), DescriptionField());

export const OptionalDuration = () => applyDecorators(ApiPropertyOptional({ nullable: true, minimum: 0 }), IsOptional(), DurationField());

export const OptionalAccessTime = () => applyDecorators(ApiPropertyOptional({ nullable: true, format: 'date-time' }), IsOptional(), AccessTimeField());

/** A type is checked when sent, and required beside the dashboard form's url; otherwise the URL decides. */
export const VideoTypeInput = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: [...VIDEO_TYPES], description: '생략하면 URL로 판단' }),
    ValidateIf((body: { type?: unknown; externalUrl?: unknown; url?: unknown }) => isDashboardForm(body) || body.type !== undefined),
    VideoTypeField(),
  );
