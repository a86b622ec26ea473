import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { parseIsoDate } from '@academy/common/iso-date';
import { reportRangeProblem } from '@academy/common/report-range';
import { DayField, Field, TextField } from '../../http/fields';

const V = MESSAGES.validation;

/** `to`: a day, not before `from` and at most 366 days after it (both included), in that order. */
const RangeEndField = () =>
  Field('rangeEnd', (to, body) => {
    if (to === undefined) return null;
    if (parseIsoDate(to) === null) return V.day;
    if (parseIsoDate(body.from) === null) return null;
    const problem = reportRangeProblem(body.from as string, to as string);
    return problem === 'order' ? V.dayOrder : problem === 'length' ? V.rangeMax : null;
  });

/**
 * The analytics filters: Seoul calendar days (YYYY-MM-DD, both included; the last 30 days when
 * left out) and an optional course.
 */
export class ReportRangeQuery {
  @ApiPropertyOptional({ format: 'date', description: '시작일 (서울 기준, 포함)' })
  @DayField()
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: '종료일 (서울 기준, 포함), 시작일부터 366일 이내' })
  @RangeEndField()
  to?: string;

  @ApiPropertyOptional({ type: String, description: '강의 id' })
  @TextField({ max: LIMITS.idMax, tooLong: V.courseId })
  courseId?: string | null;
}
