import { isRedirect, sameHostTarget } from './upstream-redirect';

describe('upstream redirects', () => {
  const from = 'http://nas.local:5000/videos/a.mp4';

  it('recognises the redirect statuses', () => {
    expect([301, 302, 303, 307, 308].every(isRedirect)).toBe(true);
    expect([200, 206, 304, 404].some(isRedirect)).toBe(false);
  });

  it.each([
    ['/videos/b.mp4', 'http://nas.local:5000/videos/b.mp4'],
    ['b.mp4', 'http://nas.local:5000/videos/b.mp4'],
    ['https://nas.local/videos/a.mp4', 'https://nas.local/videos/a.mp4'],
    ['http://NAS.local:5000/x.mp4', 'http://nas.local:5000/x.mp4'],
  ])('follows %s on the same host', (location, expected) => {
    expect(sameHostTarget(from, location)).toBe(expected);
  });

  it.each([
    ['another host', 'http://evil.example/a.mp4'],
    ['a protocol-relative other host', '//evil.example/a.mp4'],
    ['a look-alike subdomain', 'http://nas.local.evil.example/a.mp4'],
    ['a file URL', 'file:///etc/passwd'],
    ['no location', undefined],
    ['an empty location', ''],
    ['two locations', ['/a.mp4', '/b.mp4']],
  ])('refuses %s', (_case, location) => {
    expect(sameHostTarget(from, location)).toBeNull();
  });
});
