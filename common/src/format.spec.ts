import { formatDate, formatDateTime, formatSortableDateTime, formatTime, formatYear } from './format';

describe('one date format across the site', () => {
  // 10:24 UTC on 8 December is 19:24 in Seoul.
  const instant = '2026-12-08T10:24:00Z';

  it("writes a date exactly as Intl's Korean long date in Seoul would, around every midnight of a year", () => {
    const intl = new Intl.DateTimeFormat('ko-KR', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    for (let day = 0; day < 366; day += 1) {
      // Just before and just after midnight in Seoul (15:00 UTC).
      for (const minutes of [-1, 0]) {
        const moment = new Date(Date.UTC(2027, 0, day, 15, minutes));
        expect(formatDate(moment)).toBe(intl.format(moment));
      }
    }
  });

  it('writes a date as year, month and day in Korean, in Korean time', () => {
    expect(formatDate(instant)).toBe('2026년 12월 8일');
    expect(formatDate('2026-12-31T16:00:00Z')).toBe('2027년 1월 1일');
  });

  it('writes a date and time as the same date followed by the 24-hour time', () => {
    expect(formatDateTime(instant)).toBe('2026년 12월 8일 19:24');
    expect(formatDateTime('2026-03-05T00:05:00Z')).toBe('2026년 3월 5일 09:05');
    expect(formatDateTime(instant)).toBe(`${formatDate(instant)} ${formatTime(instant)}`);
  });

  it('writes the year in Korean time: past 15:00 UTC on 31 December it is already the next', () => {
    expect(formatYear('2026-12-31T14:59:59Z')).toBe('2026');
    expect(formatYear('2026-12-31T15:00:00Z')).toBe('2027');
  });

  it('shows a dash for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('spreadsheet dates', () => {
  it('writes year-month-day and the 24-hour time in Korean time, so text sorts as time', () => {
    expect(formatSortableDateTime('2026-12-08T10:24:00Z')).toBe('2026-12-08 19:24');
    expect(formatSortableDateTime('2026-12-31T15:05:00Z')).toBe('2027-01-01 00:05');
    expect(formatSortableDateTime(null)).toBe('');
  });
});
