import { reportRange, weeksOf } from './report-range';

/** Every day the week rollup's reading of a range covers, a week being Monday to Sunday. */
function daysCovered(range: { firstDay: number; endDay: number }): number[] {
  const { weeks, days } = weeksOf(range);
  const covered: number[] = [];
  if (weeks)
    for (let week = weeks[0]; week < weeks[1]; week++) for (let d = 0; d < 7; d++) covered.push(week * 7 - 3 + d);
  for (const [first, end] of days) for (let day = first; day < end; day++) covered.push(day);
  return covered.sort((a, b) => a - b);
}

describe('weeksOf', () => {
  it('reads Monday to Sunday as one week and nothing else', () => {
    const range = reportRange({ from: '2031-03-10', to: '2031-03-16' });
    expect(new Date(Date.UTC(2031, 2, 10)).getUTCDay()).toBe(1);
    expect(weeksOf(range)).toEqual({ weeks: [3193, 3194], days: [] });
  });

  it('reads the days before the first whole week and after the last one from the days', () => {
    const range = reportRange({ from: '2031-03-05', to: '2031-03-19' });
    expect(weeksOf(range)).toEqual({
      weeks: [3193, 3194],
      days: [
        [range.firstDay, range.firstDay + 5],
        [range.firstDay + 12, range.endDay],
      ],
    });
  });

  it('reads a range without a whole week as its days', () => {
    const range = reportRange({ from: '2031-03-11', to: '2031-03-17' });
    expect(weeksOf(range)).toEqual({ weeks: null, days: [[range.firstDay, range.endDay]] });
  });

  it('covers every day of any range exactly once', () => {
    for (let firstDay = 22340; firstDay < 22354; firstDay++)
      for (let length = 1; length <= 40; length++) {
        const range = { firstDay, endDay: firstDay + length };
        expect(daysCovered(range)).toEqual(Array.from({ length }, (_, i) => firstDay + i));
      }
  });
});
