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
      stretchStartedAt: at(0),
      stretchFrom: 0,
      watchedBeforeSec: 0,
    });
    expect(firstState({ position: 590, duration: 600 }, at(0))).toMatchObject({
      position: 590,
      furthest: FURTHEST_SLACK_SEC,
      completed: false,
    });
    // Not even a video shorter than the head start: no time has been spent on it yet.
    expect(firstState({ position: 10, duration: 10 }, at(0))).toMatchObject({ furthest: 10, completed: false });
    expect(
      nextState(firstState({ position: 10, duration: 10 }, at(0)), { position: 10, duration: 10 }, at(5)),
    ).toMatchObject({ completed: true, completedAt: at(5) });
  });

  it('clamps a position inside the tolerance to the end', () => {
    expect(firstState({ position: 604, duration: 600 }, at(0)).position).toBe(600);
    expect(
      nextState(firstState({ position: 0, duration: 0 }, at(0)), { position: 4000, duration: 0 }, at(9)),
    ).toMatchObject({ position: 4000 });
  });

  it("lets the furthest point grow at most twice the stretch's time plus 30 s, granted once per stretch", () => {
    const start = firstState({ position: 0, duration: 600 }, at(0));
    expect(nextState(start, { position: 500, duration: 600 }, at(10))).toMatchObject({ position: 500, furthest: 50 });
    expect(nextState(start, { position: 40, duration: 600 }, at(10))).toMatchObject({ furthest: 40 });
    // A clock that went back gives no allowance beyond the slack.
    expect(
      nextState({ ...start, updatedAt: at(20), stretchStartedAt: at(20) }, { position: 500, duration: 600 }, at(10))
        .furthest,
    ).toBe(30);
  });

  it('saves every 2 s for 60 s on a 600 s lesson reach at most 150 s, and do not complete it', () => {
    let state = firstState({ position: 0, duration: 600 }, at(0));
    for (let second = 2; second <= 60; second += 2)
      state = nextState(state, { position: Math.min(600, second * 20), duration: 600 }, at(second));
    expect(state.furthest).toBe(150);
    expect(state.completed).toBe(false);
  });

  it('a pause of 10 minutes starts a new stretch: its head start from where the member stood', () => {
    const watched = nextState(
      firstState({ position: 0, duration: 600 }, at(0)),
      { position: 100, duration: 600 },
      at(100),
    );
    expect(watched).toMatchObject({ furthest: 100, stretchStartedAt: at(0) });
    const back = nextState(watched, { position: 400, duration: 600 }, at(100 + 600));
    expect(back).toMatchObject({ furthest: 130, stretchStartedAt: at(700), stretchFrom: 100, watchedBeforeSec: 100 });
  });

  it('completes a lesson of registered length once its furthest point allows, however late the first save came', () => {
    // The player saved first on leaving at 8 s, then the member came back and finished at 4x.
    const left = firstState({ position: 8, duration: 20, registered: true }, at(0));
    expect(nextState(left, { position: 20, duration: 20, registered: true }, at(4))).toMatchObject({
      furthest: 20,
      completed: true,
    });
  });

  it('completes a lesson only the player gives a length of (600 s) no sooner than 270 s of wall-clock time', () => {
    let state = firstState({ position: 0, duration: 600 }, at(0));
    for (let second = 10; second < 270; second += 10) {
      state = nextState(state, { position: 600, duration: 600 }, at(second));
      expect(state.completed).toBe(false);
    }
    expect(nextState(state, { position: 600, duration: 600 }, at(270)).completed).toBe(true);
  });

  it('reads a row stored before stretches as a stretch that began at its last save', () => {
    const legacy = {
      ...firstState({ position: 0, duration: 600 }, at(0)),
      furthest: 200,
      stretchStartedAt: null,
      stretchFrom: null,
    };
    expect(nextState(legacy, { position: 600, duration: 600 }, at(10))).toMatchObject({
      furthest: 250,
      stretchFrom: 200,
    });
  });

  it('keeps the furthest point when the member seeks back, and never takes a completion back', () => {
    const done = nextState(
      firstState({ position: 100, duration: 600 }, at(0)),
      { position: 560, duration: 600 },
      at(300),
    );
    expect(done).toMatchObject({ position: 560, furthest: 560, completed: true, completedAt: at(300) });
    const rewound = nextState(done, { position: 20, duration: 600 }, at(310));
    expect(rewound).toMatchObject({
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
