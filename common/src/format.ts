import { SEOUL_OFFSET_MS, SEOUL_TIME_ZONE, seoulDay, toSeoulDateTimeLocal } from './korean-days';

/** h:mm:ss from an hour up, else m:ss. */
export function formatDuration(totalSeconds: number | null | undefined): string {
  if (totalSeconds === null || totalSeconds === undefined || !Number.isFinite(totalSeconds) || totalSeconds < 0)
    return '-';
  const seconds = Math.floor(totalSeconds);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

function readDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Made on first use: the first Intl date format of a page loads the locale and time-zone data, tens
 * of milliseconds on a phone, which pages that show no date (the public ones) should not pay while
 * they load.
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): { format: (date: Date) => string } {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (date) =>
      (made ??= new Intl.DateTimeFormat(locale, { timeZone: SEOUL_TIME_ZONE, ...options })).format(date),
  };
}

/**
 * What Intl's ko-KR long date writes, by arithmetic: the public pages show dates while they
 * hydrate, and the first Intl format alone held the main thread for one unbreakable stretch there.
 */
const DAY = {
  format: (date: Date) => {
    const seoul = new Date(date.getTime() + SEOUL_OFFSET_MS);
    return `${seoul.getUTCFullYear()}년 ${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일`;
  },
};
const TIME = dateFormat('ko-KR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * The site's one date format, "2026년 12월 8일" (dates travel as UTC; the academy and its users
 * read them in Korean time). A time is the same date followed by "19:24", so both read alike.
 */
export function formatDate(value: string | Date | null | undefined): string {
  const date = readDate(value);
  return date ? DAY.format(date) : '-';
}

/** The time of day alone, "19:24" (for a table cell that puts it under the date). */
export function formatTime(value: string | Date | null | undefined): string {
  const date = readDate(value);
  return date ? TIME.format(date) : '-';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  const date = readDate(value);
  return date ? `${DAY.format(date)} ${TIME.format(date)}` : '-';
}

/** The year in Korean time, "2026" (the footer's ©: the server and a browser abroad print the same). */
export function formatYear(value: string | Date = new Date()): string {
  const date = readDate(value);
  return date ? seoulDay(date).slice(0, 4) : '-';
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** "2026-12-08 19:24" in Korean time: for spreadsheets (CSV), where text must sort as time does. */
export function formatSortableDateTime(value: string | Date | null | undefined): string {
  return toSeoulDateTimeLocal(value).replace('T', ' ');
}
