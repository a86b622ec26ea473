const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Demo windows are relative to the first start, so "upcoming" and "expired" mean what they say. */
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
export const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);
