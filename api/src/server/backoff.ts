export interface Backoff {
  firstMs: number;
  maxMs: number;
}

/** Waiting for the database at start: 1 s, then twice as long each time, at most 30 s. */
export const START_BACKOFF: Backoff = { firstMs: 1000, maxMs: 30_000 };

/** The wait before retry number `attempt` (1 for the first retry). */
export function backoffDelay(attempt: number, { firstMs, maxMs }: Backoff): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
}
