/** Deadlock (1213) and lock wait timeout (1205): InnoDB gave up on this transaction, another try may pass. */
const CONTENTION_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/** True for a driver error (or TypeORM's QueryFailedError around one) that another try may not meet. */
export function lockContention(error: unknown): boolean {
  const shape = error as { driverError?: { code?: unknown }; code?: unknown } | null | undefined;
  const code = shape?.driverError?.code ?? shape?.code;
  return typeof code === 'string' && CONTENTION_CODES.has(code);
}

/** How often, and after how long a pause, a contended attempt is tried again. */
export interface ContentionRetry {
  attempts: number;
  /** The pause before try n+1 is random in [0, baseMs · 2^(n-1)], so the losers do not meet again in step. */
  baseMs: number;
}

export const CONTENTION_RETRY: ContentionRetry = { attempts: 6, baseMs: 10 };

export function retryPause(attempt: number, retry: ContentionRetry, random: () => number = Math.random): Promise<void> {
  const ms = Math.round(random() * retry.baseMs * 2 ** (attempt - 1));
  return new Promise((resolve) => setTimeout(resolve, ms));
}
