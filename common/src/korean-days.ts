/*
 * Days as the academy counts them: calendar days in Korea (UTC+9 all year, no daylight saving).
 * A day travels as `YYYY-MM-DD`; its first instant is 00:00 in Seoul, 15:00 UTC the day before.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dayOfUtcMidnight(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The Seoul calendar day an instant falls on. */
export function seoulDay(instant: Date): string {
  return dayOfUtcMidnight(instant.getTime() + SEOUL_OFFSET_MS);
}

/** The first instant of a Seoul day (`YYYY-MM-DD`, already checked). */
export function seoulDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) - SEOUL_OFFSET_MS);
}

export function addDays(day: string, days: number): string {
  return seoulDay(new Date(seoulDayStart(day).getTime() + days * DAY_MS));
}

/** Days from `from` to `to`, both included (1 for the same day, 0 or less when `to` is earlier). */
export function daysInRange(from: string, to: string): number {
  return Math.round((seoulDayStart(to).getTime() - seoulDayStart(from).getTime()) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const count = Math.max(0, daysInRange(from, to));
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

/** The last `days` days ending today in Seoul, today included. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = seoulDay(now);
  return { from: addDays(to, 1 - days), to };
}
