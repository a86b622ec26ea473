import { ADMIN_MESSAGES } from './admin-messages';
import {
  normalizedVideoUrl,
  playableNasUrl,
  proxyVideoPath,
  videoMimeType,
  videoTypeOf,
  videoUrlError,
  youtubeEmbedUrl,
  youtubeVideoId,
} from './video-url';

describe('youtubeVideoId', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (input, id) => {
    expect(youtubeVideoId(input)).toBe(id);
  });

  it('builds an embed URL that cannot break out of the path', () => {
    expect(youtubeEmbedUrl('a/../b?x')).toBe('https://www.youtube.com/embed/a%2F..%2Fb%3Fx');
  });
});

describe('videoUrlError', () => {
  it('accepts the four YouTube forms and refuses others', () => {
    expect(videoUrlError('youtube', 'https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(videoUrlError('youtube', 'https://vimeo.com/123')).toBe(ADMIN_MESSAGES.videoUrl.youtubeFormat);
  });

  it('checks NAS scheme, extension and length in that order of the spec', () => {
    expect(videoUrlError('nas', 'ftp://nas.local/a.mp4')).toBe(ADMIN_MESSAGES.videoUrl.nasScheme);
    expect(videoUrlError('nas', 'http://nas.local/lecture')).toBe(ADMIN_MESSAGES.videoUrl.missingExtension);
    expect(videoUrlError('nas', 'http://nas.local/a.exe')).toBe(ADMIN_MESSAGES.videoUrl.unsupportedExtension);
    expect(videoUrlError('nas', 'https://nas.local/a.MP4?token=1')).toBeNull();
    expect(videoUrlError('nas', `https://nas.local/${'a'.repeat(2000)}.mp4`)).toBe(ADMIN_MESSAGES.videoUrl.tooLong);
  });
});

describe('videoTypeOf / playableNasUrl', () => {
  it('classifies by host', () => {
    expect(videoTypeOf('https://www.youtube.com/watch?v=abcdefg')).toBe('youtube');
    expect(videoTypeOf('http://nas.example.com/a.mp4')).toBe('nas');
  });

  it('routes only plain http through the proxy', () => {
    expect(playableNasUrl('http://nas/a b.mp4')).toBe('/proxy/video?u=http%3A%2F%2Fnas%2Fa%20b.mp4');
    expect(playableNasUrl('https://nas/a.mp4')).toBe('https://nas/a.mp4');
  });

  it('leaves a proxy address from the server as it is, and reads the file type inside it', () => {
    const proxied = proxyVideoPath('https://nas/lesson.webm');
    expect(playableNasUrl(proxied)).toBe(proxied);
    expect(videoMimeType(proxied)).toBe('video/webm');
  });
});

describe('normalizedVideoUrl', () => {
  it.each([
    ['HTTP://NAS.Example.COM:80/Lessons/A.mp4', 'http://nas.example.com/Lessons/A.mp4'],
    ['https://nas.example.com:443/a.mp4', 'https://nas.example.com/a.mp4'],
    ['https://nas.example.com:8443/a.mp4', 'https://nas.example.com:8443/a.mp4'],
    ['http://nas.local/a/../b/./c.mp4', 'http://nas.local/b/c.mp4'],
    ['http://nas.local/강의 1.mp4?t=1#x', 'http://nas.local/%EA%B0%95%EC%9D%98%201.mp4?t=1#x'],
    ['  http://nas.local/a.mp4 ', 'http://nas.local/a.mp4'],
    ['https://YouTu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
  ])('%s → %s', (url, normalized) => {
    expect(normalizedVideoUrl(url)).toBe(normalized);
    expect(normalizedVideoUrl(normalized)).toBe(normalized);
  });

  it.each(['ftp://nas.local/a.mp4', 'javascript:alert(1)', 'nas.local/a.mp4', ''])('refuses %s', (url) => {
    expect(normalizedVideoUrl(url)).toBeNull();
  });
});
