import { coursePercent, reachesCompletion, resumePoint, watchedPercent } from './progress';

describe('learning progress rules', () => {
  it('completes a video at 90% of its duration, never without a duration', () => {
    expect(reachesCompletion(539.9, 600)).toBe(false);
    expect(reachesCompletion(540, 600)).toBe(true);
    expect(reachesCompletion(10, 0)).toBe(false);
  });

  it('offers to resume from the saved position, except barely started or in the last 5%', () => {
    expect(resumePoint(125.4, 600)).toBe(125.4);
    expect(resumePoint(2, 600)).toBeNull();
    expect(resumePoint(569, 600)).toBe(569);
    expect(resumePoint(570, 600)).toBeNull();
    // No known duration: the position alone decides.
    expect(resumePoint(42, 0)).toBe(42);
  });

  it('reports whole percents within 0–100', () => {
    expect(watchedPercent(299, 600)).toBe(49);
    expect(watchedPercent(700, 600)).toBe(100);
    expect(watchedPercent(10, 0)).toBe(0);
    expect(coursePercent(1, 3)).toBe(33);
    expect(coursePercent(2, 3)).toBe(67);
    expect(coursePercent(0, 0)).toBe(0);
  });
});
