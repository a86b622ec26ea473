/*
 * The one rule for dates and times the API accepts and the admin forms send: a calendar date
 * (`2030-03-01`, midnight UTC) or a date and time with its zone (`2030-03-01T09:00:00.000Z`,
 * `…T09:00+09:00`; seconds and a fraction of up to nine digits optional). A time without a zone is
 * refused so no server clock guesses one, and a date that does not exist (`2026-02-30`) is refused
 * instead of rolling over into March the way `new Date()` does. Years stay within 1000–9999, also
 * after the zone is applied: that is what both databases store.
 */

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):(\d{2})))?$/;

const YEAR_MIN = 1000;
const YEAR_MAX = 9999;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The instant the text names, or null when it breaks the rule above. */
export function parseIsoDateTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = PATTERN.exec(value);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', , sign, offsetH = '0', offsetM = '0'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
  // Checked before Date.UTC, which reads years 0–99 as 1900–1999.
  if (year < YEAR_MIN || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59 || Number(offsetH) > 23 || Number(offsetM) > 59) return null;
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(offsetH) * 60 + Number(offsetM));
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000);
  const utcYear = date.getUTCFullYear();
  return utcYear >= YEAR_MIN && utcYear <= YEAR_MAX ? date : null;
}

export function isIsoDateTime(value: unknown): value is string {
  return parseIsoDateTime(value) !== null;
}

/**
 * A calendar day alone (`2030-03-01`, the same rule without a time): report ranges and other
 * inputs that name days, not instants. Answers the text as given, or null.
 */
export function parseIsoDate(value: unknown): string | null {
  return typeof value === 'string' && value.length === 10 && parseIsoDateTime(value) !== null ? value : null;
}
