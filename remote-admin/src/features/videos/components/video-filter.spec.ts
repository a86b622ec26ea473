import { makeAdminVideo } from '@academy/context/testing';
import { filterVideos, isFiltered } from './video-filter';

const videos = [
  makeAdminVideo({ id: 'a', title: '현재완료 시제', description: '문법 핵심' }),
  makeAdminVideo({ id: 'b', title: 'Part 5 실전', courseId: 'c2', isPublished: false }),
  makeAdminVideo({ id: 'c', title: '독해 전략', description: '빈칸 추론 PART' }),
];
const none = { q: '', courseId: 'all', published: 'all' } as const;

describe('filterVideos', () => {
  it('searches title and description, ignoring case', () => {
    expect(filterVideos(videos, { ...none, q: 'part' }).map((v) => v.id)).toEqual(['b', 'c']);
    expect(filterVideos(videos, { ...none, q: '문법' }).map((v) => v.id)).toEqual(['a']);
  });

  it('narrows by course and by published state, together with the search', () => {
    expect(filterVideos(videos, { ...none, courseId: 'c2' }).map((v) => v.id)).toEqual(['b']);
    expect(filterVideos(videos, { ...none, published: 'unpublished' }).map((v) => v.id)).toEqual(['b']);
    expect(filterVideos(videos, { ...none, published: 'published', q: 'part' }).map((v) => v.id)).toEqual(['c']);
  });

  it('knows when any filter is on', () => {
    expect(isFiltered(none)).toBe(false);
    expect(isFiltered({ ...none, q: '  ' })).toBe(false);
    expect(isFiltered({ ...none, published: 'published' })).toBe(true);
  });
});
