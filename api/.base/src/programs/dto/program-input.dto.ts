import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
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

  @ApiPropertyOptional({ description: '추가할 때 생략하면 true' })
  @OptionalBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({ minimum: 0, description: '추가할 때 비우면 맨 뒤' })
  @DisplayOrder()
  order?: number;
}

/**
 * PUT /api/superadmin/programs/:id: the same form and rules; a field left out keeps its stored
 * value, a field sent (even null) is checked as on create.
 */
export class UpdateProgramDto extends PartialType(CreateProgramDto, { skipNullProperties: false }) {}
