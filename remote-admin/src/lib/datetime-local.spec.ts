import { isWindowInOrder } from './datetime-local';

describe('access and publish windows', () => {
  it('accepts an open window and refuses an end that is not after the start', () => {
    expect(isWindowInOrder('', '2026-03-05T09:30')).toBe(true);
    expect(isWindowInOrder('2026-03-05T09:30', '2026-03-05T10:00')).toBe(true);
    expect(isWindowInOrder('2026-03-05T09:30', '2026-03-05T09:30')).toBe(false);
    expect(isWindowInOrder('2026-03-05T09:30', '2026-03-04T09:30')).toBe(false);
  });

  it('treats a value that is no real date and time as absent', () => {
    expect(isWindowInOrder('2026-02-30T09:30', '2026-03-01T09:30')).toBe(true);
  });
});
