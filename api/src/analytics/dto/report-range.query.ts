import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { ANALYTICS, daysInRange, MESSAGES, parseIsoDate } from '@academy/common';
import { IsText, MaxChars, Trimmed } from '../../auth/dto/text-rules';
import { UsableText } from '../../common/usable-text.decorator';

const V = MESSAGES.validation;

const IsDay = () => ValidateBy({ name: 'isDay', validator: { validate: (value) => parseIsoDate(value) !== null } }, { message: V.day });

/** `to` against `from` (when both are days): not before it, and at most 366 days with both included. */
const rangeRule = (name: string, message: string, valid: (days: number) => boolean) =>
  ValidateBy(
    {
      name,
      validator: {
        validate: (to, args) => {
          const from = (args?.object as { from?: unknown }).from;
          if (parseIsoDate(from) === null || parseIsoDate(to) === null) return true;
          return valid(daysInRange(from as string, to as string));
        },
      },
    },
    { message },
  );

/**
 * The analytics filters: Seoul calendar days (YYYY-MM-DD, both included; the last 30 days when
 * left out) and an optional course. Rules run bottom-up: the format first.
 */
export class ReportRangeQuery {
  @ApiPropertyOptional({ format: 'date', description: '시작일 (서울 기준, 포함)' })
  @IsOptional()
  @IsDay()
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: '종료일 (서울 기준, 포함), 시작일부터 366일 이내' })
  @IsOptional()
  @rangeRule('rangeMax', V.rangeMax, (days) => days <= ANALYTICS.rangeMaxDays)
  @rangeRule('dayOrder', V.dayOrder, (days) => days >= 1)
  @IsDay()
  to?: string;

  @ApiPropertyOptional({ description: '강의 id' })
  @IsOptional()
  @Trimmed()
  @MaxChars(36, V.courseId)
  @UsableText()
  @IsText(V.courseId)
  courseId?: string;
}
