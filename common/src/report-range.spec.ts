import { reportRangeProblem } from './report-range';

describe('reportRangeProblem', () => {
  it('accepts one day and a leap year, refuses an end before the start and more than 366 days', () => {
    expect(reportRangeProblem('2026-11-24', '2026-11-24')).toBeNull();
    expect(reportRangeProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(reportRangeProblem('2026-11-25', '2026-11-24')).toBe('order');
    expect(reportRangeProblem('2025-01-01', '2026-01-02')).toBe('length');
  });
});
