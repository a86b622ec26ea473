import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { DisplayOrder, FeatureList, OptionalBoolean, OptionalText, RequiredText, Slug } from '../../common/content-fields';

const V = MESSAGES.validation;
const TEXT = { max: LIMITS.textMax, tooLong: V.textMax };

/**
 * POST /api/superadmin/programs (spec 001 §5: slug, title and content required). `content` and
 * `curriculum` are HTML; the service sanitizes them before they are stored.
 */
export class CreateProgramDto {
  @ApiProperty({ pattern: '^[a-z0-9-]+$', example: 'middle-school' })
  @Slug()
  slug: string;

  @ApiProperty({ maxLength: LIMITS.titleMax })
  @RequiredText(V.title, { max: LIMITS.titleMax, tooLong: V.titleMax })
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.subtitleMax })
  @OptionalText({ max: LIMITS.subtitleMax, tooLong: V.subtitleMax })
  subtitle?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @OptionalText(TEXT)
  description?: string | null;

  @ApiProperty({ description: 'HTML (허용 목록으로 정리되어 저장)' })
  @RequiredText(V.content, TEXT)
  content: string;

  @ApiPropertyOptional({ type: [String], description: '빈 항목은 버림' })
  @FeatureList()
  features?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.targetStudentsMax })
  @OptionalText({ max: LIMITS.targetStudentsMax, tooLong: V.targetStudentsMax })
  targetStudents?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'HTML (허용 목록으로 정리되어 저장)' })
  @OptionalText(TEXT)
  curriculum?: string | null;

  @ApiPropertyOptional({ default: true })
  @OptionalBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({ minimum: 0, description: '비우면 맨 뒤' })
  @DisplayOrder()
  order?: number;
}

/** PUT /api/superadmin/programs/:id: the same form; a field left out keeps its stored value. */
export class UpdateProgramDto {
  @ApiPropertyOptional({ pattern: '^[a-z0-9-]+$' })
  @Slug({ optional: true })
  slug?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.titleMax })
  @RequiredText(V.title, { max: LIMITS.titleMax, tooLong: V.titleMax, optional: true })
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.subtitleMax })
  @OptionalText({ max: LIMITS.subtitleMax, tooLong: V.subtitleMax })
  subtitle?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @OptionalText(TEXT)
  description?: string | null;

  @ApiPropertyOptional()
  @RequiredText(V.content, { ...TEXT, optional: true })
  content?: string;

  @ApiPropertyOptional({ type: [String] })
  @FeatureList()
  features?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.targetStudentsMax })
  @OptionalText({ max: LIMITS.targetStudentsMax, tooLong: V.targetStudentsMax })
  targetStudents?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @OptionalText(TEXT)
  curriculum?: string | null;

  @ApiPropertyOptional()
  @OptionalBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({ minimum: 0 })
  @DisplayOrder()
  order?: number;
}
