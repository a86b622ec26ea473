import { makeAdminNotice } from '@academy/context/testing';
import { countByStatus, filterNotices } from './notice-filter';

const now = new Date('2026-03-10T00:00:00.000Z');

const notices = [
  makeAdminNotice({ id: 'always', title: '상담 시간 안내', body: '평일 9시부터' }),
  makeAdminNotice({ id: 'soon', title: '봄학기 개강', startsAt: '2026-03-20T00:00:00.000Z' }),
  makeAdminNotice({ id: 'past', title: '겨울 특강', body: '마감되었습니다', endsAt: '2026-02-28T00:00:00.000Z' }),
  makeAdminNotice({
    id: 'window',
    title: '시험 대비반',
    startsAt: '2026-03-01T00:00:00.000Z',
    endsAt: '2026-03-31T00:00:00.000Z',
  }),
];

describe('notice filters', () => {
  it('counts notices by their status now', () => {
    expect(countByStatus(notices, now)).toEqual({ active: 2, upcoming: 1, expired: 1 });
  });

  it('searches title and body and narrows by status', () => {
    expect(filterNotices(notices, '마감', 'all', now).map((n) => n.id)).toEqual(['past']);
    expect(filterNotices(notices, '', 'active', now).map((n) => n.id)).toEqual(['always', 'window']);
    expect(filterNotices(notices, '특강', 'active', now)).toEqual([]);
  });
});
