import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { storedVideoUrl } from './stored-video-url';

const U = ADMIN_MESSAGES.videoUrl;

describe('storedVideoUrl', () => {
  it.each([
    ['HTTP://NAS.local:80/a/../b.mp4', 'nas', { url: 'http://nas.local/b.mp4', userinfo: null }],
    ['http://u:p%40ss@NAS.local:5000/a.mp4', 'nas', { url: 'http://nas.local:5000/a.mp4', userinfo: 'u:p%40ss' }],
    ['http://@nas.local/a.mp4', 'nas', { url: 'http://nas.local/a.mp4', userinfo: null }],
    ['http://u:p@[FD00::1]:8080/a.mp4', 'nas', { url: 'http://[fd00::1]:8080/a.mp4', userinfo: 'u:p' }],
    ['https://YOUTU.BE/dQw4w9WgXcQ', 'youtube', { url: 'https://youtu.be/dQw4w9WgXcQ', userinfo: null }],
    ['http://nas.local/a@b.mp4?mail=a@b', 'nas', { url: 'http://nas.local/a@b.mp4?mail=a@b', userinfo: null }],
  ] as const)('stores %s (%s) as %j', (sent, type, stored) => {
    expect(storedVideoUrl(sent, type)).toEqual(stored);
  });

  it.each([
    ['http://evil\\@nas.local/a.mp4', 'nas', U.backslash],
    ['http://nas.local/a\\b.mp4', 'nas', U.backslash],
    ['http://a:b@c@nas.local/a.mp4', 'nas', U.loginPlace],
    ['https://u:p@youtu.be/dQw4w9WgXcQ', 'youtube', U.youtubeLogin],
    ['ftp://nas.local/a.mp4', 'nas', MESSAGES.validation.url],
  ] as const)('refuses %s (%s)', (sent, type, problem) => {
    expect(storedVideoUrl(sent, type)).toEqual({ problem });
  });
});
