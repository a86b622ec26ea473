/**
 * How a call that failed for a passing reason is tried again: the wait before retry n is
 * `firstMs · 2^(n-1)`, at most `maxMs`; with `jitter`, a random share of it (0 to all).
 */
export interface Backoff {
  firstMs: number;
  maxMs?: number;
  /** Tries in all, the first one included; unset: until the call passes or fails for a reason waiting cannot fix. */
  attempts?: number;
  /** Callers that failed together (one deadlock's losers) do not try again in step. */
  jitter?: boolean;
}

/** Waiting for the database at start: 1 s, then twice as long each time, at most 30 s, for as long as it takes. */
export const START_BACKOFF: Backoff = { firstMs: 1000, maxMs: 30_000 };

/** A throttle transaction InnoDB gave up on (deadlock, lock wait timeout): six tries, a random share of 10, 20, 40… ms. */
export const CONTENTION_BACKOFF: Backoff = { attempts: 6, firstMs: 10, jitter: true };

/** The wait before retry number `attempt` (1 for the first retry). */
export function backoffDelay(attempt: number, backoff: Backoff, random: () => number = Math.random): number {
  const { firstMs, maxMs = Infinity, jitter = false } = backoff;
  const ms = Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
  return jitter ? Math.round(random() * ms) : ms;
}

export interface RetryOptions {
  /** Whether waiting may fix this error; any other is thrown at once. */
  retryable: (error: unknown) => boolean;
  /** Told before each wait (a log line). */
  onRetry?: (error: unknown, delayMs: number, attempt: number) => void;
  /** The wait itself; a caller that may stop early passes one it can cut short. */
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `work` until it resolves, waiting `backoffDelay` between tries. A failure that is not
 * retryable, or the last one allowed, is thrown as it is.
 */
export async function retry<T>(
  work: (attempt: number) => Promise<T>,
  backoff: Backoff,
  { retryable, onRetry, sleep = sleepFor }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      if (!retryable(error) || attempt >= (backoff.attempts ?? Infinity)) throw error;
      const delayMs = backoffDelay(attempt, backoff);
      onRetry?.(error, delayMs, attempt);
      await sleep(delayMs);
    }
  }
}
