import { isoToLocalInput, isWindowInOrder, localInputToIso } from './datetime-local';

describe('datetime-local conversion', () => {
  it('round-trips a minute-precision local time through ISO UTC', () => {
    const iso = localInputToIso('2026-03-05T09:30');
    expect(iso).toMatch(/Z$/);
    expect(isoToLocalInput(iso)).toBe('2026-03-05T09:30');
  });

  it('treats an empty or broken value as no date', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('not a date')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
  });

  it('accepts an open window and refuses an end that is not after the start', () => {
    expect(isWindowInOrder('', '2026-03-05T09:30')).toBe(true);
    expect(isWindowInOrder('2026-03-05T09:30', '2026-03-05T10:00')).toBe(true);
    expect(isWindowInOrder('2026-03-05T09:30', '2026-03-05T09:30')).toBe(false);
    expect(isWindowInOrder('2026-03-05T09:30', '2026-03-04T09:30')).toBe(false);
  });
});
