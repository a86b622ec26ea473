import { effectiveDuration, firstState, FURTHEST_SLACK_SEC, mayWrite, nextState, positionFits } from './progress-rules';

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, seconds));

describe('progress rules', () => {
  it("takes the video's registered length when it has one, else the player's", () => {
    expect(effectiveDuration(86_400, 600)).toBe(600);
    expect(effectiveDuration(312.5, null)).toBe(312.5);
    expect(effectiveDuration(312.5, 0)).toBe(312.5);
    expect(effectiveDuration(0, null)).toBe(0);
  });

  it('starts at the reported position; the first report counts only the head start as watched', () => {
    expect(firstState({ position: 20, duration: 600 }, at(0))).toEqual({
      position: 20,
      duration: 600,
      furthest: 20,
      completed: false,
      completedAt: null,
      updatedAt: at(0),
    });
    expect(firstState({ position: 590, duration: 600 }, at(0))).toMatchObject({
      position: 590,
      furthest: FURTHEST_SLACK_SEC,
      completed: false,
    });
    // A video shorter than the head start may complete at once.
    expect(firstState({ position: 20, duration: 20 }, at(0))).toMatchObject({ completed: true, completedAt: at(0) });
  });

  it('clamps a position inside the tolerance to the end', () => {
    expect(firstState({ position: 604, duration: 600 }, at(0)).position).toBe(600);
    expect(
      nextState(firstState({ position: 0, duration: 0 }, at(0)), { position: 4000, duration: 0 }, at(9)),
    ).toMatchObject({ position: 4000 });
  });

  it('lets the furthest point grow at most twice the time since the last save plus 30 s', () => {
    const start = firstState({ position: 0, duration: 600 }, at(0));
    expect(nextState(start, { position: 500, duration: 600 }, at(10))).toMatchObject({ position: 500, furthest: 50 });
    expect(nextState(start, { position: 40, duration: 600 }, at(10))).toMatchObject({ furthest: 40 });
    // A clock that went back gives no allowance beyond the slack.
    expect(nextState({ ...start, updatedAt: at(20) }, { position: 500, duration: 600 }, at(10)).furthest).toBe(30);
  });

  it('keeps the furthest point when the member seeks back, and never takes a completion back', () => {
    const done = nextState(
      firstState({ position: 100, duration: 600 }, at(0)),
      { position: 560, duration: 600 },
      at(300),
    );
    expect(done).toMatchObject({ position: 560, furthest: 560, completed: true, completedAt: at(300) });
    const rewound = nextState(done, { position: 20, duration: 600 }, at(310));
    expect(rewound).toEqual({
      position: 20,
      duration: 600,
      furthest: 560,
      completed: true,
      completedAt: at(300),
      updatedAt: at(310),
    });
    // A longer duration reported later (another rendition) does not undo it either.
    expect(nextState(rewound, { position: 30, duration: 6000 }, at(320))).toMatchObject({
      completed: true,
      completedAt: at(300),
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
