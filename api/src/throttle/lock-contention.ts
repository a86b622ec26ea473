/** Deadlock (1213) and lock wait timeout (1205): InnoDB gave up on this transaction, another try may pass. */
const CONTENTION_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/** True for a driver error (or TypeORM's QueryFailedError around one) that another try may not meet. */
export function lockContention(error: unknown): boolean {
  const shape = error as { driverError?: { code?: unknown }; code?: unknown } | null | undefined;
  const code = shape?.driverError?.code ?? shape?.code;
  return typeof code === 'string' && CONTENTION_CODES.has(code);
}
