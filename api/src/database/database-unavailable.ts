/** How long a client is asked to wait (Retry-After) when the database cannot serve its request. */
export const DB_RETRY_AFTER_SECONDS = 5;

/** Raised by this application itself: no free connection in time, or the database is not ready yet. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DB_UNAVAILABLE';

  constructor(reason: string) {
    super(reason);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * mysql2 and Node network codes of a server that is down, unreachable, restarting, full or too slow.
 * Server errors that will not go away by waiting (access denied, unknown database, bad SQL) are
 * not here: they stay 500s, and at start they stop the process with their message.
 */
const MYSQL_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  // mysql2's per-query timeout.
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_NORMAL_SHUTDOWN',
  'ER_SHUTDOWN_COMPLETE',
  // InnoDB gave up on this transaction under contention; the client may simply try again.
  'ER_LOCK_DEADLOCK',
  'ER_LOCK_WAIT_TIMEOUT',
]);

/** better-sqlite3: another process holds the lock past the busy timeout, or the file cannot be used. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY)/;

interface DriverErrorShape {
  code?: unknown;
  fatal?: unknown;
  sqlState?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

function unavailableItself(error: DriverErrorShape): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = typeof error.code === 'string' ? error.code : '';
  if (MYSQL_UNAVAILABLE.has(code) || SQLITE_UNAVAILABLE.test(code)) return true;
  // mysql2 marks connection-level failures fatal; the server's own refusals carry an SQL state.
  return error.fatal === true && error.sqlState === undefined && !code.startsWith('ER_');
}

/**
 * The one place that decides whether a failure means "the database cannot serve right now" (503
 * DB_UNAVAILABLE with Retry-After, and a retry at start) rather than a bug. TypeORM wraps driver
 * errors (QueryFailedError.driverError), so the chain is followed a few steps.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    const shape = current as DriverErrorShape;
    if (unavailableItself(shape)) return true;
    current = shape.driverError ?? shape.cause;
  }
  return false;
}
