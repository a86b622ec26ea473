import {
  addDays,
  addWeeks,
  daysInRange,
  eachDay,
  fromSeoulDateTimeLocal,
  isoWeekOfDay,
  lastDays,
  seoulDay,
  seoulDayNumber,
  seoulDayEnd,
  seoulDayStart,
  seoulWeek,
  toSeoulDateTimeLocal,
  weekMonday,
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

describe('ISO weeks in Seoul (the weekly report)', () => {
  it.each([
    ['2026-11-30', '2026-W49'], // a Monday
    ['2026-11-29', '2026-W48'], // the Sunday before
    ['2026-01-01', '2026-W01'], // a Thursday: week 1 of its own year
    ['2027-01-01', '2026-W53'], // a Friday: the last week of 2026, which has 53
    ['2024-12-30', '2025-W01'], // a Monday whose Thursday is in 2025
    ['2021-01-03', '2020-W53'],
  ])('%s is in %s', (day, week) => {
    expect(isoWeekOfDay(day)).toBe(week);
  });

  it('puts an instant in the week it is in Seoul: Sunday 23:30 in Seoul is still last week, 15:00 UTC on Sunday is Monday', () => {
    expect(seoulWeek(new Date('2026-11-29T14:30:00Z'))).toBe('2026-W48');
    expect(seoulWeek(new Date('2026-11-29T15:00:00Z'))).toBe('2026-W49');
  });

  it("names a week's Monday, and refuses text that names no week", () => {
    expect(weekMonday('2026-W49')).toBe('2026-11-30');
    expect(weekMonday('2026-W53')).toBe('2026-12-28');
    expect(weekMonday('2025-W01')).toBe('2024-12-30');
    for (const text of ['2025-W53', '2026-W00', '2026-W54', '2026-49', '2026-w49', 'W49', '', null, 202649]) {
      expect(weekMonday(text)).toBeNull();
    }
  });

  it('steps whole weeks across a year end', () => {
    expect(addWeeks('2026-W49', -4)).toBe('2026-W45');
    expect(addWeeks('2026-W52', 2)).toBe('2027-W01');
    expect(addWeeks('2027-W01', -1)).toBe('2026-W53');
  });
});
