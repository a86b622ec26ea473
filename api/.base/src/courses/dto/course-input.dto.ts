import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { isImageUrl, LIMITS, MESSAGES, SLUG_PATTERN } from '@academy/common';
import { fitsTextColumn } from '../../common/content-fields';
import { emptyToNull, integerOrNull, tagList, trimmed } from './input-transforms';

const V = MESSAGES.validation;
/** The slug column's width; generated slugs stop at LIMITS.slugMax, typed ones may be longer. */
export const SLUG_COLUMN_MAX = 100;

// Grouped with applyDecorators so the rules run top to bottom (stacked decorators run bottom-up)
// and the first failing one gives the field's message.
const TitleRules = () =>
  applyDecorators(Transform(trimmed), IsString({ message: V.title }), IsNotEmpty({ message: V.title }), MaxLength(LIMITS.titleMax, { message: V.titleMax }));

const SlugRules = () =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: V.slug }),
    IsNotEmpty({ message: V.slug }),
    Matches(SLUG_PATTERN, { message: V.slugPattern }),
    MaxLength(SLUG_COLUMN_MAX, { message: V.slugMax }),
  );

const DescriptionRules = () =>
  applyDecorators(
    Transform(emptyToNull),
    IsOptional(),
    IsString({ message: V.invalid }),
    MaxLength(LIMITS.textMax, { message: V.descriptionMax }),
    // MaxLength counts an emoji as one character; MySQL's TEXT column counts its four bytes.
    ValidateBy({ name: 'fitsTextColumn', validator: { validate: (value) => fitsTextColumn(String(value)) } }, { message: V.descriptionMax }),
  );

const ThumbnailRules = () =>
  applyDecorators(
    Transform(emptyToNull),
    IsOptional(),
    ValidateBy({ name: 'isImageUrl', validator: { validate: (value) => isImageUrl(value) } }, { message: V.url }),
  );

const TagsRules = () =>
  applyDecorators(
    Transform(tagList),
    IsOptional(),
    IsArray({ message: V.tags }),
    ArrayMaxSize(LIMITS.tagsMax, { message: V.tagsMax }),
    IsString({ each: true, message: V.tags }),
    MaxLength(LIMITS.tagMax, { each: true, message: V.tagMax }),
  );

const OrderRules = () =>
  applyDecorators(
    Transform(integerOrNull),
    IsOptional(),
    IsInt({ message: V.order }),
    Min(LIMITS.courseOrderMin, { message: V.order }),
    Max(LIMITS.courseOrderMax, { message: V.orderMax }),
  );

/** POST and PUT /api/admin/courses (spec 001 §5). PUT takes the same form; a missing order keeps the current one. */
export class CourseInputDto {
  @ApiProperty({ example: '토익 기초반' })
  @TitleRules()
  title: string;

  @ApiProperty({ example: 'toeic-basic', description: '소문자, 숫자, 하이픈' })
  @SlugRules()
  slug: string;

  @ApiPropertyOptional({ nullable: true })
  @DescriptionRules()
  description?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'http(s) URL 또는 이 사이트의 경로, 빈 값 허용' })
  @ThumbnailRules()
  thumbnail?: string | null;

  @ApiPropertyOptional({ type: [String], example: ['토익', '기초'], description: '배열 또는 쉼표로 구분한 문자열' })
  @TagsRules()
  tags?: string[];

  @ApiPropertyOptional({ minimum: 0, nullable: true, description: '생략하면 현재 강의 수' })
  @OrderRules()
  order?: number | null;
}
