import { DAY_MS, HOUR_MS } from '@academy/common/korean-days';

/** Demo windows are relative to the first start, so "upcoming" and "expired" mean what they say. */
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
export const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);
