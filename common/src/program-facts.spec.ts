import {
  daysError,
  endError,
  formatDays,
  formatStartDate,
  formatWon,
  PROGRAM_FACT_MESSAGES as M,
  scheduleError,
  seatsLeftError,
  startDateError,
  tuitionError,
  wonError,
} from './program-facts';

describe('program facts rules', () => {
  it('takes won as whole numbers from 0 to 100 million', () => {
    expect(wonError(0, M.monthly)).toBeNull();
    expect(wonError(280000, M.monthly)).toBeNull();
    expect(wonError(-1, M.monthly)).toBe(M.monthly);
    expect(wonError(1.5, M.materials)).toBe(M.materials);
    expect(wonError('280000', M.monthly)).toBe(M.monthly);
    expect(wonError(100_000_001, M.monthly)).toBe(M.wonMax);
  });

  it('takes the tuition and timetable as a whole only in their shapes', () => {
    expect(tuitionError(null)).toBeNull();
    expect(tuitionError({ monthly: 1 })).toBeNull();
    expect(tuitionError([1])).toBe(M.tuition);
    expect(scheduleError([])).toBeNull();
    expect(scheduleError([{}])).toBeNull();
    expect(scheduleError([null])).toBe(M.schedule);
    expect(scheduleError(Array(21).fill({}))).toBe(M.scheduleMax);
  });

  it('wants at least one known day, none twice', () => {
    expect(daysError(['MON', 'WED'])).toBeNull();
    expect(daysError([])).toBe(M.days);
    expect(daysError(['mon'])).toBe(M.days);
    expect(daysError(['MON', 'MON'])).toBe(M.days);
  });

  it('wants an end in HH:MM after its start, and reports a wrong start on the start only', () => {
    expect(endError('17:30', '16:00')).toBeNull();
    expect(endError('16:00', '16:00')).toBe(M.endAfterStart);
    expect(endError('24:00', '16:00')).toBe(M.end);
    expect(endError('7:30', '16:00')).toBe(M.end);
    expect(endError('08:00', '9:00')).toBeNull();
  });

  it('takes a real calendar day as start date, and never more seats left than the capacity', () => {
    expect(startDateError('2026-03-02')).toBeNull();
    expect(startDateError(null)).toBeNull();
    expect(startDateError('2026-02-30')).toBe(M.startDate);
    expect(seatsLeftError(3, 12)).toBeNull();
    expect(seatsLeftError(3, null)).toBeNull();
    expect(seatsLeftError(13, 12)).toBe(M.seatsOverCapacity);
    expect(seatsLeftError(-1, 12)).toBe(M.seatsLeft);
  });

  it('writes the facts as the program page shows them', () => {
    expect(formatWon(1280000)).toBe('1,280,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatDays(['FRI', 'MON', 'WED'])).toBe('월 · 수 · 금');
    expect(formatStartDate('2026-03-02')).toBe('2026년 3월 2일');
  });
});
