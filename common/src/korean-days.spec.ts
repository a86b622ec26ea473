import { addDays, daysInRange, eachDay, lastDays, seoulDay, seoulDayStart } from './korean-days';

describe('Seoul calendar days', () => {
  it('puts an instant on the day it is in Seoul (UTC+9)', () => {
    expect(seoulDay(new Date('2026-11-24T14:59:59.999Z'))).toBe('2026-11-24');
    expect(seoulDay(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-25');
    expect(seoulDay(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('starts a day at midnight in Seoul', () => {
    expect(seoulDayStart('2026-11-25').toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(seoulDay(seoulDayStart('2028-02-29'))).toBe('2028-02-29');
  });

  it('counts and lists days with both ends included, across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysInRange('2026-11-24', '2026-11-24')).toBe(1);
    expect(daysInRange('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysInRange('2026-11-25', '2026-11-24')).toBe(0);
    expect(eachDay('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(eachDay('2026-12-30', '2026-12-01')).toEqual([]);
  });

  it('gives the last 30 days ending today in Seoul', () => {
    expect(lastDays(30, new Date('2026-11-24T16:00:00Z'))).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });
});
