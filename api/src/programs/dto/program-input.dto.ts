import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  LIMITS,
  MESSAGES,
  PROGRAM_FACT_MESSAGES as M,
  PROGRAM_FACTS,
  seatsError,
  seatsLeftError,
  startDateError,
} from '@academy/common';
import { BooleanField, DisplayOrderField, FeatureListField, Field, SlugField, TextField } from '../../http/fields';
import { ScheduleField, ScheduleRowDto, TuitionDto, TuitionField } from './program-facts.dto';

const V = MESSAGES.validation;
const TEXT = { max: LIMITS.textMax, tooLong: V.textMax };

/**
 * POST /api/superadmin/programs: slug, title and content required. `content` and
 * `curriculum` are Markdown, rendered and sanitized when they are served. The facts (tuition,
 * timetable, start date, seats) are optional: left out, the page does not show them.
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

  @ApiProperty({ description: 'Markdown (HTML은 글자 그대로 보임)' })
  @TextField({ required: V.content, ...TEXT })
  content: string;

  @ApiPropertyOptional({ type: [String], description: '빈 항목은 버림' })
  @FeatureListField()
  features?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.targetStudentsMax })
  @TextField({ max: LIMITS.targetStudentsMax, tooLong: V.targetStudentsMax })
  targetStudents?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Markdown' })
  @TextField(TEXT)
  curriculum?: string | null;

  @ApiPropertyOptional({ description: '추가할 때 생략하면 true' })
  @BooleanField()
  isActive?: boolean;

  @ApiPropertyOptional({ minimum: 0, description: '추가할 때 비우면 맨 뒤' })
  @DisplayOrderField()
  order?: number;

  @ApiPropertyOptional({ type: TuitionDto, nullable: true })
  @TuitionField()
  tuition?: TuitionDto | null;

  @ApiPropertyOptional({ type: [ScheduleRowDto], nullable: true, description: '비우거나 null이면 시간표 없음' })
  @ScheduleField()
  schedule?: ScheduleRowDto[] | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-03-02', description: '개강일 (YYYY-MM-DD)' })
  @Field('day', startDateError)
  startDate?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: PROGRAM_FACTS.seatsMax })
  @Field('integer', (value) => seatsError(value, M.capacity), undefined, { max: PROGRAM_FACTS.seatsMax })
  capacity?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, description: '정원 이하' })
  @Field('integer', (value, body) => seatsLeftError(value, body.capacity), undefined, { max: PROGRAM_FACTS.seatsMax })
  seatsLeft?: number | null;
}

/**
 * PUT /api/superadmin/programs/:id: the same form and rules; a field left out keeps its stored
 * value, a field sent (even null) is checked as on create.
 */
export class UpdateProgramDto extends PartialType(CreateProgramDto, { skipNullProperties: false }) {}
