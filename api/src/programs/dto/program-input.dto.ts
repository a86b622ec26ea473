import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { BooleanField, DisplayOrderField, FeatureListField, SlugField, TextField } from '../../http/fields';

const V = MESSAGES.validation;
const TEXT = { max: LIMITS.textMax, tooLong: V.textMax };

/**
 * POST /api/superadmin/programs: slug, title and content required. `content` and
 * `curriculum` are HTML; the service sanitizes them before they are stored.
 */
export class CreateProgramDto {
  @ApiProperty({ pattern: '^[a-z0-9-]+$', maxLength: LIMITS.slugStoredMax, example: 'middle-school' })
  @SlugField()
  slug: string;

  @ApiProperty({ maxLength: LIMITS.titleMax })
  @TextField({ required: V.title, max: LIMITS.titleMax, tooLong: V.titleMax })
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.subtitleMax })
  @TextField({ max: LIMITS.subtitleMax, tooLong: V.subtitleMax })
  subtitle?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @TextField(TEXT)
  description?: string | null;

  @ApiProperty({ description: 'HTML (허용 목록으로 정리되어 저장)' })
  @TextField({ required: V.content, ...TEXT })
  content: string;

  @ApiPropertyOptional({ type: [String], description: '빈 항목은 버림' })
  @FeatureListField()
  features?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.targetStudentsMax })
  @TextField({ max: LIMITS.targetStudentsMax, tooLong: V.targetStudentsMax })
  targetStudents?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'HTML (허용 목록으로 정리되어 저장)' })
  @TextField(TEXT)
  curriculum?: string | null;

  @ApiPropertyOptional({ description: '추가할 때 생략하면 true' })
  @BooleanField()
  isActive?: boolean;

  @ApiPropertyOptional({ minimum: 0, description: '추가할 때 비우면 맨 뒤' })
  @DisplayOrderField()
  order?: number;
}

/**
 * PUT /api/superadmin/programs/:id: the same form and rules; a field left out keeps its stored
 * value, a field sent (even null) is checked as on create.
 */
export class UpdateProgramDto extends PartialType(CreateProgramDto, { skipNullProperties: false }) {}
