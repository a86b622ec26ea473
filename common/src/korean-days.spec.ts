import {
  addDays,
  daysInRange,
  eachDay,
  fromSeoulDateTimeLocal,
  lastDays,
  seoulDay,
  seoulDayNumber,
  seoulDayEnd,
  seoulDayStart,
  toSeoulDateTimeLocal,
} from './korean-days';

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

  it('ends a day at its last millisecond in Seoul, the same instant as 23:59:59.999+09:00', () => {
    expect(seoulDayEnd('2026-11-25').toISOString()).toBe('2026-11-25T14:59:59.999Z');
    expect(seoulDayEnd('2026-12-31').getTime()).toBe(new Date('2026-12-31T23:59:59.999+09:00').getTime());
    expect(seoulDay(seoulDayEnd('2028-02-29'))).toBe('2028-02-29');
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

  it('numbers a day from 1970-01-01 in Seoul, changing at Seoul midnight', () => {
    expect(seoulDayNumber(seoulDayStart('1970-01-01'))).toBe(0);
    expect(seoulDayNumber(new Date('2026-11-24T14:59:59.999Z'))).toBe(seoulDayNumber(seoulDayStart('2026-11-24')));
    expect(seoulDayNumber(new Date('2026-11-24T15:00:00Z'))).toBe(seoulDayNumber(seoulDayStart('2026-11-24')) + 1);
  });

  it('gives the last 30 days ending today in Seoul', () => {
    expect(lastDays(30, new Date('2026-11-24T16:00:00Z'))).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });
});

describe('datetime-local inputs in Seoul time', () => {
  it('shows an instant as Seoul wall-clock time, to the minute', () => {
    expect(toSeoulDateTimeLocal('2026-12-08T10:24:59.999Z')).toBe('2026-12-08T19:24');
    expect(toSeoulDateTimeLocal(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01T00:00');
    expect(toSeoulDateTimeLocal('2026-12-08T19:24:00+09:00')).toBe('2026-12-08T19:24');
  });

  it('shows nothing for a missing or unreadable value', () => {
    expect(toSeoulDateTimeLocal(null)).toBe('');
    expect(toSeoulDateTimeLocal(undefined)).toBe('');
    expect(toSeoulDateTimeLocal('')).toBe('');
    expect(toSeoulDateTimeLocal('soon')).toBe('');
  });

  it('reads an input value as Seoul time, whatever zone the process runs in', () => {
    expect(fromSeoulDateTimeLocal('2026-12-08T19:24')).toBe('2026-12-08T10:24:00.000Z');
    expect(fromSeoulDateTimeLocal('2027-01-01T08:59')).toBe('2026-12-31T23:59:00.000Z');
    expect(fromSeoulDateTimeLocal('2026-12-08T19:24:30')).toBe('2026-12-08T10:24:30.000Z');
    expect(fromSeoulDateTimeLocal('2026-12-08T19:24:30.5')).toBe('2026-12-08T10:24:30.500Z');
    expect(fromSeoulDateTimeLocal('2028-02-29T00:00')).toBe('2028-02-28T15:00:00.000Z');
  });

  it('refuses empty values, other shapes and dates or times that do not exist', () => {
    for (const value of [
      null,
      undefined,
      '',
      '2026-12-08',
      '2026-12-08 19:24',
      '2026-12-08T19:24Z',
      '2026-12-08T19:24+09:00',
      '2026-02-30T10:00',
      '2027-02-29T10:00',
      '2026-13-01T10:00',
      '2026-12-08T24:00',
      '2026-12-08T19:60',
      '2026-12-08T19:24:60',
      '0050-01-01T00:00',
    ])
      expect(fromSeoulDateTimeLocal(value)).toBeNull();
  });

  it('gives back the minute it was shown', () => {
    for (const iso of ['2026-12-08T10:24:00.000Z', '2026-06-30T15:00:00.000Z', '1999-12-31T23:59:00.000Z'])
      expect(fromSeoulDateTimeLocal(toSeoulDateTimeLocal(iso))).toBe(iso);
  });
});
