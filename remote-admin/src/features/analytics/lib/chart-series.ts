import type { AnalyticsDay } from '@academy/common';

export interface ChartSeries {
  /** "11. 24." style labels, one per day. */
  labels: string[];
  views: number[];
  completions: number[];
  totals: { views: number; completions: number };
}

/** A day's short label on the axis: month and day, as Korean dates read ("11. 24."). */
export function dayLabel(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${month}. ${date}.`;
}

export function chartSeries(days: readonly AnalyticsDay[]): ChartSeries {
  return {
    labels: days.map((day) => dayLabel(day.day)),
    views: days.map((day) => day.views),
    completions: days.map((day) => day.completions),
    totals: days.reduce(
      (sum, day) => ({ views: sum.views + day.views, completions: sum.completions + day.completions }),
      { views: 0, completions: 0 },
    ),
  };
}
