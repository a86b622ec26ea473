import { chartSeries, dayLabel } from './chart-series';

describe('chart series', () => {
  it('labels days by month and day and keeps both series in day order, with totals', () => {
    expect(dayLabel('2026-01-05')).toBe('1. 5.');
    expect(
      chartSeries([
        { day: '2026-11-23', views: 4, completions: 1 },
        { day: '2026-11-24', views: 0, completions: 2 },
      ]),
    ).toEqual({
      labels: ['11. 23.', '11. 24.'],
      views: [4, 0],
      completions: [1, 2],
      totals: { views: 4, completions: 3 },
    });
  });
});
