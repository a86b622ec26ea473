import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { DisplayOrderField, ImageUrlField, SlugField, TagsField, TextField } from '../../http/fields';

const V = MESSAGES.validation;

/**
 * POST and PUT /api/admin/courses. PUT takes the same whole form (title and slug required); a
 * missing or blank order puts a new course last and keeps an existing one where it is.
 */
export class CourseInputDto {
  @ApiProperty({ example: '토익 기초반', maxLength: LIMITS.titleMax })
  @TextField({ required: V.title, max: LIMITS.titleMax, tooLong: V.titleMax })
  title: string;

  @ApiProperty({ example: 'toeic-basic', description: '소문자, 숫자, 하이픈', maxLength: LIMITS.slugStoredMax })
  @SlugField()
  slug: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.textMax })
  @TextField({ max: LIMITS.textMax, tooLong: V.descriptionMax })
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'http(s) URL 또는 이 사이트의 경로, 빈 값 허용' })
  @ImageUrlField()
  thumbnail?: string | null;

  @ApiPropertyOptional({ type: [String], example: ['토익', '기초'], description: '배열 또는 쉼표로 구분한 문자열' })
  @TagsField()
  tags?: string[];

  @ApiPropertyOptional({ type: Number, minimum: 0, nullable: true, description: '생략하면 현재 강의 수' })
  @DisplayOrderField({ fromText: true, nullable: true })
  order?: number | null;
}
