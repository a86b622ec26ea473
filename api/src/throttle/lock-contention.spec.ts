import { QueryFailedError } from 'typeorm';
import { lockContention, retryPause } from './lock-contention';

const driverError = (code: string) => Object.assign(new Error(code), { code });

describe('lockContention', () => {
  it.each([
    ['a deadlock, wrapped by TypeORM', new QueryFailedError('x', [], driverError('ER_LOCK_DEADLOCK')), true],
    ['a lock wait timeout from mysql2', driverError('ER_LOCK_WAIT_TIMEOUT'), true],
    ['a duplicate key', new QueryFailedError('x', [], driverError('ER_DUP_ENTRY')), false],
    ['a connection refused', driverError('ECONNREFUSED'), false],
    ['not an error at all', undefined, false],
  ])('%s → %s', (_name, error, expected) => {
    expect(lockContention(error)).toBe(expected);
  });
});

describe('retryPause', () => {
  it('waits a random share of a pause that doubles with each try', async () => {
    jest.useFakeTimers();
    try {
      let done = false;
      void retryPause(3, { attempts: 6, baseMs: 10 }, () => 0.5).then(() => (done = true));
      // 0.5 · 10 ms · 2² = 20 ms
      await jest.advanceTimersByTimeAsync(19);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
