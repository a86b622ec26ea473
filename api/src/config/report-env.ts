import { CronExpressionParser } from 'cron-parser';
import { z } from 'zod';
import { SEOUL_TIME_ZONE } from '@academy/common/korean-days';
import { checked, flag, got, rule, text } from './env-fields';

/** When the weekly report goes out, in Seoul time: Monday 08:00. */
export const DEFAULT_REPORT_SCHEDULE = '0 8 * * 1';

const isCron = (raw: string) => {
  try {
    CronExpressionParser.parse(raw, { tz: SEOUL_TIME_ZONE });
    return raw.trim().split(/\s+/).length === 5;
  } catch {
    return false;
  }
};

/** The parents' weekly learning report (api/src/parents, docs/parents.md). */
export const REPORT_ENV = z
  .object({
    REPORT_SCHEDULE: text(
      checked(rule(isCron, got('분 시 일 월 요일 다섯 칸의 cron 식이어야 합니다 (예: 0 8 * * 1)'))).default(
        DEFAULT_REPORT_SCHEDULE,
      ),
    ),
    REPORTS_ENABLED: flag(),
  })
  .transform((env) => ({
    /** A cron expression read in Seoul time: each run sends the last whole week's reports. */
    schedule: env.REPORT_SCHEDULE,
    /** false: no report goes by the schedule (staff can still send one from the admin). */
    enabled: env.REPORTS_ENABLED ?? true,
  }));

export type ReportConfig = z.output<typeof REPORT_ENV>;
