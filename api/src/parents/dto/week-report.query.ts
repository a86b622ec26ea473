import { ApiPropertyOptional } from '@nestjs/swagger';
import { weekMonday } from '@academy/common/korean-days';
import { PARENT_MESSAGES } from '@academy/common/parents';
import { Field } from '../../http/fields';

/** GET /api/parent/children/{id}/report: the ISO week, this week (in Seoul) when absent. */
export class WeekReportQuery {
  @ApiPropertyOptional({ example: '2026-W49', description: 'ISO 주 (YYYY-Www). 없으면 이번 주 (한국 시간)' })
  @Field('isoWeek', (value) => (value === undefined || weekMonday(value) !== null ? null : PARENT_MESSAGES.week))
  week?: string;
}
