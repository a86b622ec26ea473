import { SlidingWindowCounter } from './sliding-window-counter';

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SlidingWindowCounter', () => {
  it('allows events up to the limit, then refuses until the oldest leaves the window', () => {
    const clock = fakeClock();
    const counter = new SlidingWindowCounter({ limit: 3, windowMs: 60_000, now: clock.now });
    for (let i = 0; i < 3; i++) {
      expect(counter.retryAfterMs('a')).toBe(0);
      counter.hit('a');
      clock.advance(1_000);
    }
    // events at 0 s, 1 s, 2 s; now 3 s: the first leaves the window at 60 s
    expect(counter.retryAfterMs('a')).toBe(57_000);
    clock.advance(56_999);
    expect(counter.retryAfterMs('a')).toBe(1);
    clock.advance(1);
    expect(counter.retryAfterMs('a')).toBe(0);
  });

  it('slides: after a refusal only the events still inside the window count', () => {
    const clock = fakeClock();
    const counter = new SlidingWindowCounter({ limit: 2, windowMs: 10_000, now: clock.now });
    counter.hit('a');
    clock.advance(6_000);
    counter.hit('a');
    expect(counter.retryAfterMs('a')).toBe(4_000);
    clock.advance(4_000);
    expect(counter.retryAfterMs('a')).toBe(0);
    counter.hit('a');
    // the events at 6 s and 10 s are inside the window now
    expect(counter.retryAfterMs('a')).toBe(6_000);
  });

  it('keeps keys apart and forgets a key on reset', () => {
    const counter = new SlidingWindowCounter({ limit: 1, windowMs: 10_000 });
    counter.hit('a');
    expect(counter.retryAfterMs('a')).toBeGreaterThan(0);
    expect(counter.retryAfterMs('b')).toBe(0);
    counter.reset('a');
    expect(counter.retryAfterMs('a')).toBe(0);
  });

  it('stays bounded under a flood of new keys, dropping the least recently used first', () => {
    const clock = fakeClock();
    const counter = new SlidingWindowCounter({ limit: 1, windowMs: 60_000, maxKeys: 100, now: clock.now });
    counter.hit('victim');
    for (let i = 0; i < 99; i++) counter.hit(`k${i}`);
    counter.hit('victim'); // used again: now the most recent
    for (let i = 99; i < 1_000; i++) counter.hit(`k${i}`);
    expect(counter.size).toBeLessThanOrEqual(100);
    expect(counter.retryAfterMs('k0')).toBe(0);
    expect(counter.retryAfterMs('k999')).toBeGreaterThan(0);
  });

  it('drops expired keys before recent ones when it has to make room', () => {
    const clock = fakeClock();
    const counter = new SlidingWindowCounter({ limit: 1, windowMs: 1_000, maxKeys: 2, now: clock.now });
    counter.hit('old');
    clock.advance(5_000);
    counter.hit('a');
    counter.hit('b');
    expect(counter.size).toBe(2);
    expect(counter.retryAfterMs('a')).toBeGreaterThan(0);
    expect(counter.retryAfterMs('b')).toBeGreaterThan(0);
  });
});
