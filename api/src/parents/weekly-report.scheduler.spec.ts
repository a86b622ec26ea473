import { lastScheduledRun, reportedWeek } from './weekly-report.scheduler';

const seoul = (text: string) => new Date(`${text}+09:00`);

describe('the weekly report schedule', () => {
  it('runs Monday 08:00 in Seoul and reports the week just ended', () => {
    const run = lastScheduledRun('0 8 * * 1', seoul('2026-12-02T15:00:00'));
    expect(run).toEqual(seoul('2026-11-30T08:00:00'));
    expect(reportedWeek(run)).toBe('2026-W48');
  });

  it('counts a run exactly on its minute, and not one a minute early', () => {
    expect(lastScheduledRun('0 8 * * 1', seoul('2026-11-30T08:00:00'))).toEqual(seoul('2026-11-30T08:00:00'));
    expect(lastScheduledRun('0 8 * * 1', seoul('2026-11-30T07:59:00'))).toEqual(seoul('2026-11-23T08:00:00'));
  });

  it('reads another schedule in Seoul time, whatever the server’s zone', () => {
    // Sunday 21:30 Seoul is Sunday 12:30 UTC.
    const run = lastScheduledRun('30 21 * * 0', new Date('2026-12-01T00:00:00Z'));
    expect(run).toEqual(new Date('2026-11-29T12:30:00Z'));
    expect(reportedWeek(run)).toBe('2026-W47');
  });
});
