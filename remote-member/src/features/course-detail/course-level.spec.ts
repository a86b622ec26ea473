import { ALL_LEVELS, courseLevel, totalDurationSec } from './course-level';

describe('courseLevel', () => {
  it('names the level from the tags or the title', () => {
    expect(courseLevel({ title: '영어 문법', tags: ['중학 내신'] })).toBe('중등');
    expect(courseLevel({ title: '수능 독해 완성', tags: [] })).toBe('고등');
    expect(courseLevel({ title: 'TOEIC 실전', tags: ['토익'] })).toBe('TOEIC');
    expect(courseLevel({ title: '내신 대비', tags: ['중등', '고등'] })).toBe('중등 · 고등');
  });

  it('falls back to every grade when nothing names a level', () => {
    expect(courseLevel({ title: '영어 회화', tags: ['회화'] })).toBe(ALL_LEVELS);
  });
});

describe('totalDurationSec', () => {
  it('adds the listed durations, counting unknown ones as zero', () => {
    expect(totalDurationSec([{ durationSec: 60 }, { durationSec: null }, { durationSec: 30 }])).toBe(90);
  });
});
