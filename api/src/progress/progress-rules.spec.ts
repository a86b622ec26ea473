import { effectiveDuration, firstState, mayWrite, nextState, positionFits } from './progress-rules';

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, seconds));

describe('progress rules', () => {
  it('takes the duration the player reports, else the registered one', () => {
    expect(effectiveDuration(312.5, 600)).toBe(312.5);
    expect(effectiveDuration(0, 600)).toBe(600);
    expect(effectiveDuration(0, null)).toBe(0);
  });

  it('starts at the reported position, completed when it is already at 90%', () => {
    expect(firstState({ position: 30, duration: 600 }, at(0))).toEqual({
      position: 30,
      duration: 600,
      furthest: 30,
      completed: false,
      completedAt: null,
      updatedAt: at(0),
    });
    expect(firstState({ position: 590, duration: 600 }, at(0))).toMatchObject({ completed: true, completedAt: at(0) });
  });

  it('keeps the furthest point when the member seeks back, and never takes a completion back', () => {
    const done = nextState(
      firstState({ position: 100, duration: 600 }, at(0)),
      { position: 560, duration: 600 },
      at(10),
    );
    expect(done).toMatchObject({ position: 560, furthest: 560, completed: true, completedAt: at(10) });
    const rewound = nextState(done, { position: 20, duration: 600 }, at(20));
    expect(rewound).toEqual({
      position: 20,
      duration: 600,
      furthest: 560,
      completed: true,
      completedAt: at(10),
      updatedAt: at(20),
    });
    // A longer duration reported later (another rendition) does not undo it either.
    expect(nextState(rewound, { position: 30, duration: 6000 }, at(30))).toMatchObject({
      completed: true,
      completedAt: at(10),
    });
  });

  it('stores at most one write per two seconds', () => {
    const stored = firstState({ position: 1, duration: 60 }, at(0));
    expect(mayWrite(stored, new Date(at(0).getTime() + 1999))).toBe(false);
    expect(mayWrite(stored, at(2))).toBe(true);
  });
});

describe('positionFits', () => {
  it('lets a position pass the duration by 5 s at most, and anything when no duration is known', () => {
    expect(positionFits({ position: 105, duration: 100 })).toBe(true);
    expect(positionFits({ position: 105.1, duration: 100 })).toBe(false);
    expect(positionFits({ position: 9999, duration: 0 })).toBe(true);
  });
});
