import { backoffDelay, retry, START_BACKOFF, type Backoff } from './retry';

describe('backoffDelay', () => {
  it('starts at one second and doubles up to thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((attempt) => backoffDelay(attempt, START_BACKOFF))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('with jitter, waits a random share of a pause that doubles with each try', () => {
    // 0.5 · 10 ms · 2² = 20 ms
    expect(backoffDelay(3, { firstMs: 10, jitter: true }, () => 0.5)).toBe(20);
    expect(backoffDelay(3, { firstMs: 10, jitter: true }, () => 0)).toBe(0);
  });
});

describe('retry', () => {
  const passing = new Error('passing');
  const lasting = new Error('lasting');
  const QUICK: Backoff = { firstMs: 100, maxMs: 200 };

  /** work failing with `failures` in turn, then answering 'done'; the waits asked for, in order. */
  function scripted(failures: Error[]) {
    const waits: number[] = [];
    const told: Array<[unknown, number, number]> = [];
    const work = jest.fn(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    const options = {
      retryable: (error: unknown) => error === passing,
      onRetry: (error: unknown, delayMs: number, attempt: number) => told.push([error, delayMs, attempt]),
      sleep: async (ms: number) => void waits.push(ms),
    };
    return { work, options, waits, told };
  }

  it('tries again after a failure that waiting may fix, telling each wait first', async () => {
    const { work, options, waits, told } = scripted([passing, passing, passing]);
    await expect(retry(work, QUICK, options)).resolves.toBe('done');
    expect(work).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([100, 200, 200]);
    expect(told).toEqual([
      [passing, 100, 1],
      [passing, 200, 2],
      [passing, 200, 3],
    ]);
  });

  it('throws a failure that waiting cannot fix at once', async () => {
    const { work, options, waits } = scripted([passing, lasting]);
    await expect(retry(work, QUICK, options)).rejects.toBe(lasting);
    expect(work).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([100]);
  });

  it('throws the last failure when the tries run out', async () => {
    const { work, options } = scripted([passing, passing, passing]);
    await expect(retry(work, { ...QUICK, attempts: 2 }, options)).rejects.toBe(passing);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
