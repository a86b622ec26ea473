import { nextAttemptAt } from './retry-schedule';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe('nextAttemptAt', () => {
  const created = new Date('2026-03-01T00:00:00.000Z');
  const at = (ms: number) => new Date(created.getTime() + ms);

  it('waits 1 min, 5 min and 30 min after the first three failures, then a day', () => {
    expect(nextAttemptAt(1, created, created)).toEqual(at(MINUTE));
    expect(nextAttemptAt(2, created, at(MINUTE))).toEqual(at(6 * MINUTE));
    expect(nextAttemptAt(3, created, at(6 * MINUTE))).toEqual(at(36 * MINUTE));
    expect(nextAttemptAt(4, created, at(36 * MINUTE))).toEqual(at(DAY + 36 * MINUTE));
    expect(nextAttemptAt(5, created, at(DAY + 36 * MINUTE))).toEqual(at(2 * DAY + 36 * MINUTE));
  });

  it('gives up once the next try would come more than three days after the message was written', () => {
    expect(nextAttemptAt(6, created, at(2 * DAY + 36 * MINUTE))).toBeNull();
    expect(nextAttemptAt(4, created, at(2 * DAY + 12 * 60 * MINUTE))).toBeNull();
  });
});
