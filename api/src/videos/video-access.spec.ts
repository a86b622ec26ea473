import type { Role } from '@academy/common';
import { canViewAnswer, mayPlayNow, visibleUrl } from './video-access';
import type { Video } from './video.entity';

const NOW = new Date('2030-06-01T12:00:00Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

const video = (fields: Partial<Video>): Video =>
  ({ externalUrl: 'http://nas/a.mp4', isPublished: true, accessStart: null, accessEnd: null, ...fields }) as Video;

const VIDEOS = {
  open: video({}),
  active: video({ accessStart: hours(-1), accessEnd: hours(1) }),
  upcoming: video({ accessStart: hours(1) }),
  expired: video({ accessEnd: hours(-1) }),
  unpublished: video({ isPublished: false }),
};

describe('video access', () => {
  it.each<[Role | null, keyof typeof VIDEOS, string | null]>([
    [null, 'open', null],
    ['PENDING', 'open', null],
    ['PENDING', 'active', null],
    ['VERIFIED', 'open', 'http://nas/a.mp4'],
    ['VERIFIED', 'active', 'http://nas/a.mp4'],
    ['VERIFIED', 'upcoming', null],
    ['VERIFIED', 'expired', null],
    ['VERIFIED', 'unpublished', null],
    ['ADMIN', 'upcoming', 'http://nas/a.mp4'],
    ['ADMIN', 'unpublished', 'http://nas/a.mp4'],
  ])('shows %s the URL of a %s video: %s', (role, name, expected) => {
    expect(visibleUrl(role, VIDEOS[name], NOW)).toBe(expected);
  });

  it('lets VERIFIED and ADMIN play only open and active videos', () => {
    for (const role of ['VERIFIED', 'ADMIN'] as const) {
      const playable = Object.entries(VIDEOS)
        .filter(([, item]) => mayPlayNow(role, item, NOW))
        .map(([name]) => name);
      expect(playable).toEqual(['open', 'active']);
    }
  });

  it('treats the end of the window as still inside it', () => {
    expect(mayPlayNow('VERIFIED', video({ accessStart: hours(-1), accessEnd: NOW }), NOW)).toBe(true);
  });

  it('answers can-view with the status, and reason ROLE for members who may not watch', () => {
    expect(canViewAnswer('PENDING', VIDEOS.open, NOW)).toEqual({ canView: false, status: 'open', reason: 'ROLE' });
    expect(canViewAnswer('VERIFIED', VIDEOS.expired, NOW)).toEqual({ canView: false, status: 'expired' });
    expect(canViewAnswer('ADMIN', VIDEOS.active, NOW)).toEqual({ canView: true, status: 'active' });
  });
});
