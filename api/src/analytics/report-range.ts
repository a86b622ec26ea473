import { ANALYTICS, LIMITS } from '@academy/common';
import { lastDays, seoulDayStart, addDays, seoulDayNumber } from '@academy/common/korean-days';
import { WEEK_OFFSET_DAYS } from '../database/migrations/analytics-weeks';

const PERIOD_MS = LIMITS.videoViewPeriodMinutes * 60 * 1000;

/**
 * The days a report covers (Seoul calendar days, both included) and the same span in the forms
 * the tables store: instants for progress, half-hour periods for views. Seoul is a whole number
 * of hours from UTC, so a day is exactly 48 periods.
 */
export interface ReportRange {
  from: string;
  to: string;
  courseId: string | null;
  start: Date;
  /** The first instant after the range. */
  end: Date;
  firstPeriod: number;
  /** The first period after the range. */
  endPeriod: number;
  /** The same span as Seoul day numbers (days since 1970-01-01 in Seoul), as the rollups store them. */
  firstDay: number;
  endDay: number;
}

export function reportRange(
  input: { from?: string; to?: string; courseId?: string | null },
  now = new Date(),
): ReportRange {
  const fallback = lastDays(ANALYTICS.defaultRangeDays, now);
  const to = input.to ?? (input.from ? addDays(input.from, ANALYTICS.defaultRangeDays - 1) : fallback.to);
  const from = input.from ?? addDays(to, 1 - ANALYTICS.defaultRangeDays);
  const start = seoulDayStart(from);
  const end = seoulDayStart(addDays(to, 1));
  return {
    from,
    to,
    courseId: input.courseId ?? null,
    start,
    end,
    firstPeriod: start.getTime() / PERIOD_MS,
    endPeriod: end.getTime() / PERIOD_MS,
    firstDay: seoulDayNumber(start),
    endDay: seoulDayNumber(end),
  };
}

/** A span of Seoul day numbers, the first included and the end not. */
export type DaySpan = [first: number, end: number];

/**
 * The range as the week rollup reads it: the whole weeks inside it (numbered as
 * analytics_video_weeks numbers them), and the days before the first and after the last of them.
 * A range without a whole week is its days alone.
 */
export function weeksOf(range: Pick<ReportRange, 'firstDay' | 'endDay'>): { weeks: DaySpan | null; days: DaySpan[] } {
  const weekStart = (week: number) => week * 7 - WEEK_OFFSET_DAYS;
  const firstWeek = Math.ceil((range.firstDay + WEEK_OFFSET_DAYS) / 7);
  const endWeek = Math.floor((range.endDay + WEEK_OFFSET_DAYS) / 7);
  if (firstWeek >= endWeek) return { weeks: null, days: [[range.firstDay, range.endDay]] };
  const days: DaySpan[] = [
    [range.firstDay, weekStart(firstWeek)],
    [weekStart(endWeek), range.endDay],
  ];
  return { weeks: [firstWeek, endWeek], days: days.filter(([first, end]) => first < end) };
}
