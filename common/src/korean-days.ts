/*
 * Days and wall-clock times as the academy counts them: Korean time (UTC+9 all year, no daylight
 * saving), whatever zone the browser or the server runs in. The one place the +09:00 lives, and
 * the lengths of a minute, an hour and a day every package imports (the lint refuses another copy).
 * A day travels as `YYYY-MM-DD`; its first instant is 00:00 in Seoul, 15:00 UTC the day before.
 */

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const SEOUL_OFFSET_MS = 9 * HOUR_MS;
/** The IANA name, for Intl formats (the same offset: Korea has kept UTC+9 since 1988). */
export const SEOUL_TIME_ZONE = 'Asia/Seoul';

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

/** The last instant of a Seoul day (23:59:59.999 in Seoul), for a range that includes its end day. */
export function seoulDayEnd(day: string): Date {
  return new Date(seoulDayStart(day).getTime() + DAY_MS - 1);
}

/** The Seoul day an instant falls on as a number: days since 1970-01-01 in Seoul (how rollups key a day). */
export function seoulDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + SEOUL_OFFSET_MS) / DAY_MS);
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

/**
 * The ISO 8601 week (`YYYY-Www`: weeks start on Monday, week 1 holds the year's first Thursday) a
 * Seoul day (`YYYY-MM-DD`) falls in. The weekly report names its weeks so.
 */
export function isoWeekOfDay(day: string): string {
  const midnight = seoulDayStart(day).getTime() + SEOUL_OFFSET_MS;
  const weekday = (new Date(midnight).getUTCDay() + 6) % 7;
  const thursday = new Date(midnight + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${pad(year, 4)}-W${pad(week)}`;
}

/** The ISO week an instant falls in, in Seoul. */
export function seoulWeek(instant: Date): string {
  return isoWeekOfDay(seoulDay(instant));
}

/** The Monday (`YYYY-MM-DD`) of an ISO week, or null when the text names none (W53 of a short year). */
export function weekMonday(week: unknown): string | null {
  const match = typeof week === 'string' ? /^(\d{4})-W(\d{2})$/.exec(week) : null;
  if (!match) return null;
  const january4 = Date.UTC(Number(match[1]), 0, 4);
  const firstMonday = january4 - ((new Date(january4).getUTCDay() + 6) % 7) * DAY_MS;
  const monday = dayOfUtcMidnight(firstMonday + (Number(match[2]) - 1) * 7 * DAY_MS);
  return Number(match[2]) >= 1 && isoWeekOfDay(monday) === week ? monday : null;
}

/** The week `weeks` after (or before, when negative) an ISO week that weekMonday accepts. */
export function addWeeks(week: string, weeks: number): string {
  return isoWeekOfDay(addDays(weekMonday(week)!, weeks * 7));
}

/** The last `days` days ending today in Seoul, today included. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = seoulDay(now);
  return { from: addDays(to, 1 - days), to };
}

function readInstant(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An instant as `<input type="datetime-local">` shows it, in Seoul wall-clock time at minute
 * precision (`2026-12-08T19:24`); '' for a missing or unreadable value. The admin reads times in
 * Korean time from any browser, so the browser's own zone is never used.
 */
export function toSeoulDateTimeLocal(value: string | Date | null | undefined): string {
  const date = readInstant(value);
  if (!date) return '';
  const seoul = new Date(date.getTime() + SEOUL_OFFSET_MS);
  return `${dayOfUtcMidnight(seoul.getTime())}T${pad(seoul.getUTCHours())}:${pad(seoul.getUTCMinutes())}`;
}

const DATETIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * A datetime-local value read as Seoul wall-clock time, as ISO-8601 UTC; null when empty or not a
 * real date and time (2026-02-30T10:00, 24:00, any other shape).
 */
export function fromSeoulDateTimeLocal(value: string | null | undefined): string | null {
  const parts = value ? DATETIME_LOCAL.exec(value) : null;
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map((part) => Number(part ?? 0));
  const millis = Number((parts[7] ?? '').padEnd(3, '0'));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const check = new Date(wall);
  // Date.UTC rolls an impossible date over (Feb 30 → Mar 2): such a value is refused, not moved.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return new Date(wall - SEOUL_OFFSET_MS).toISOString();
}
