import { isIsoDateTime, parseIsoDate, parseIsoDateTime } from './iso-date';

describe('isIsoDateTime: the one rule for dates and times the API accepts', () => {
  it.each([
    // date only: midnight UTC of that day
    ['2030-01-01', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    // a date and a time with its zone (Z or ±HH:MM); seconds and fractions optional
    ['2030-01-01T09:30Z', true],
    ['2030-01-01T09:30:15Z', true],
    ['2030-01-01T09:30:00.123Z', true],
    ['2030-01-01T09:30:00.123456789Z', true],
    ['2030-01-01T09:30:00+09:00', true],
    ['2030-01-01T09:30:00-03:30', true],
    ['2030-12-31T23:59:59.999Z', true],
    ['1000-01-01T00:00:00Z', true],
    ['9999-12-31T23:59:59Z', true],
    // impossible calendar dates
    ['2026-02-30', false],
    ['2026-02-29', false],
    ['2026-02-30T10:00:00Z', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-04-31', false],
    ['2026-01-00', false],
    ['1900-02-29', false],
    // impossible times and zones
    ['2030-01-01T24:00:00Z', false],
    ['2030-01-01T23:60:00Z', false],
    ['2030-01-01T23:59:60Z', false],
    ['2030-01-01T10:00:00+24:00', false],
    ['2030-01-01T10:00:00+09:60', false],
    // a time needs its zone: nobody guesses the server's
    ['2030-01-01T09:30:00', false],
    ['2030-01-01T09:30', false],
    // other spellings ISO allows but no form of ours sends
    ['2030-01-01t09:30:00z', false],
    ['2030-01-01 09:30:00Z', false],
    ['2030-01-01T09:30:00+0900', false],
    ['20300101', false],
    ['2030-W01-1', false],
    ['2030-032', false],
    ['2030-01', false],
    ['+012030-01-01T00:00:00Z', false],
    // years both databases store: 1000–9999, also after the zone is applied
    ['0999-12-31T00:00:00Z', false],
    ['0001-01-01T00:00:00Z', false],
    ['0050-06-01', false],
    ['1000-01-01T00:30:00+01:00', false],
    ['9999-12-31T23:30:00-01:00', false],
    ['10000-01-01T00:00:00Z', false],
    // not dates at all
    ['01/02/2030', false],
    ['tomorrow', false],
    ['', false],
    [' 2030-01-01', false],
    ['2030-01-01\n', false],
    ['2030-01-01T09:30:00.Z', false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDateTime(value)).toBe(expected);
  });

  it('refuses what is not text', () => {
    for (const value of [null, undefined, 20300101, new Date(), ['2030-01-01'], { toString: () => '2030-01-01' }]) {
      expect(isIsoDateTime(value)).toBe(false);
    }
  });
});

describe('parseIsoDateTime', () => {
  it('gives the instant in UTC', () => {
    expect(parseIsoDateTime('2030-01-01')?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(parseIsoDateTime('2030-03-01T09:00:00+09:00')?.toISOString()).toBe('2030-03-01T00:00:00.000Z');
    expect(parseIsoDateTime('2030-03-01T09:00:00.1234Z')?.toISOString()).toBe('2030-03-01T09:00:00.123Z');
  });

  it('gives null for a date that does not exist, never the day it would roll over to', () => {
    expect(parseIsoDateTime('2026-02-30')).toBeNull();
  });
});

describe('parseIsoDate: a calendar day alone', () => {
  it.each(['2030-01-01', '2028-02-29', '1000-01-01', '9999-12-31'])('takes %s', (day) => {
    expect(parseIsoDate(day)).toBe(day);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '2026-13-01',
    '2030-01-01T00:00Z',
    '2030-1-1',
    '20300101',
    ' 2030-01-01',
    '',
    20300101,
    null,
  ])('refuses %p', (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
});
