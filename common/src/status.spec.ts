import { accessStatus, isViewableStatus } from './access-window';
import { formatDuration } from './format';
import { noticeStatus, noticeStatusLabel } from './notice-status';

const now = new Date('2026-06-15T12:00:00Z');
const past = '2026-06-01T00:00:00Z';
const future = '2026-07-01T00:00:00Z';

describe('accessStatus', () => {
  it('checks unpublished before the window', () => {
    expect(accessStatus({ isPublished: false, accessStart: past, accessEnd: future }, now)).toBe('unpublished');
  });

  it.each([
    [{ accessStart: future }, 'upcoming'],
    [{ accessEnd: past }, 'expired'],
    [{ accessStart: past, accessEnd: future }, 'active'],
    [{}, 'open'],
    [{ accessStart: past }, 'open'],
  ])('%j → %s', (window, status) => {
    expect(accessStatus({ isPublished: true, ...window }, now)).toBe(status);
  });

  it('lets members watch only open and active videos', () => {
    expect(
      ['open', 'active', 'upcoming', 'expired', 'unpublished'].filter((s) => isViewableStatus(s as never)),
    ).toEqual(['open', 'active']);
  });
});

describe('noticeStatus', () => {
  it('derives the status from the publish window', () => {
    expect(noticeStatus({}, now)).toBe('active');
    expect(noticeStatus({ startsAt: future }, now)).toBe('upcoming');
    expect(noticeStatus({ endsAt: past }, now)).toBe('expired');
    expect(noticeStatus({ startsAt: past, endsAt: future }, now)).toBe('active');
  });

  it('labels an upcoming notice with its start and a bounded one with its end (Korean time)', () => {
    expect(noticeStatusLabel({ startsAt: future }, now)).toBe('게시 예정 (2026년 7월 1일 09:00 시작)');
    expect(noticeStatusLabel({ startsAt: past, endsAt: future }, now)).toBe('게시 중 (2026년 7월 1일 09:00까지)');
    expect(noticeStatusLabel({ startsAt: past }, now)).toBe('게시 중');
  });
});

describe('formatDuration', () => {
  it('uses m:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(null)).toBe('-');
  });
});
