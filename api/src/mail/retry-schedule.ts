import { DAY_MS, MINUTE_MS } from '@academy/common/korean-days';

/** Waits after the 1st, 2nd and 3rd failed attempt; from the 4th on, a day. */
export const RETRY_DELAYS_MS = [MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS] as const;
export const RETRY_DAILY_MS = DAY_MS;
/** A message not sent within this long after it was written is given up on (state failed). */
export const GIVE_UP_AFTER_MS = 3 * DAY_MS;

/**
 * When to try again after the `failures`-th failed attempt (1-based), or null when the next try
 * would fall past three days after the message was written.
 */
export function nextAttemptAt(failures: number, createdAt: Date, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[failures - 1] ?? RETRY_DAILY_MS;
  const next = new Date(now.getTime() + delay);
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}
