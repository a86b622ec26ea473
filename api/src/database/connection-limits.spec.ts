import { DatabaseUnavailableError } from './database-unavailable';
import { withAcquireTimeout } from './connection-limits';

type Callback = (error: unknown, connection?: { release(): void }) => void;

/** A pool whose every connection is busy: callers wait until the test hands one out. */
function busyPool() {
  const waiting: Callback[] = [];
  return { waiting, getConnection: (callback: Callback) => void waiting.push(callback) };
}

function acquire(pool: { getConnection(callback: Callback): void }) {
  return new Promise<{ error: unknown; connection?: { release(): void } }>((resolve) =>
    pool.getConnection((error, connection) => resolve({ error, connection })),
  );
}

describe('withAcquireTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up waiting for a free connection after the timeout with DB unavailable', async () => {
    const pool = withAcquireTimeout(busyPool(), 1000);
    const result = acquire(pool);
    jest.advanceTimersByTime(1000);
    await expect(result).resolves.toEqual({ error: expect.any(DatabaseUnavailableError), connection: undefined });
  });

  it('hands back a connection that arrives in time, and returns one that arrives too late to the pool', async () => {
    const pool = withAcquireTimeout(busyPool(), 1000);
    const inTime = acquire(pool);
    const inTimeConnection = { release: jest.fn() };
    pool.waiting[0](null, inTimeConnection);
    await expect(inTime).resolves.toEqual({ error: null, connection: inTimeConnection });

    const late = acquire(pool);
    jest.advanceTimersByTime(1000);
    await late;
    const lateConnection = { release: jest.fn() };
    pool.waiting[1](null, lateConnection);
    expect(lateConnection.release).toHaveBeenCalledTimes(1);
    expect(inTimeConnection.release).not.toHaveBeenCalled();
  });
});
