import { DAY_MS, MINUTE_MS } from '@academy/common/korean-days';
import { nextAttemptAt } from './retry-schedule';

describe('nextAttemptAt', () => {
  const created = new Date('2026-03-01T00:00:00.000Z');
  const at = (ms: number) => new Date(created.getTime() + ms);

  it('waits 1 min, 5 min and 30 min after the first three failures, then a day', () => {
    expect(nextAttemptAt(1, created, created)).toEqual(at(MINUTE_MS));
    expect(nextAttemptAt(2, created, at(MINUTE_MS))).toEqual(at(6 * MINUTE_MS));
    expect(nextAttemptAt(3, created, at(6 * MINUTE_MS))).toEqual(at(36 * MINUTE_MS));
    expect(nextAttemptAt(4, created, at(36 * MINUTE_MS))).toEqual(at(DAY_MS + 36 * MINUTE_MS));
    expect(nextAttemptAt(5, created, at(DAY_MS + 36 * MINUTE_MS))).toEqual(at(2 * DAY_MS + 36 * MINUTE_MS));
  });

  it('gives up once the next try would come more than three days after the message was written', () => {
    expect(nextAttemptAt(6, created, at(2 * DAY_MS + 36 * MINUTE_MS))).toBeNull();
    expect(nextAttemptAt(4, created, at(2 * DAY_MS + 12 * 60 * MINUTE_MS))).toBeNull();
  });
});
