import { backoffDelay, START_BACKOFF } from './backoff';

describe('backoffDelay', () => {
  it('starts at one second and doubles up to thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((attempt) => backoffDelay(attempt, START_BACKOFF))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
