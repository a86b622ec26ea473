import { isRedirect, sameOriginTarget } from './upstream-redirect';

describe('upstream redirects', () => {
  const from = 'http://nas.local:5000/videos/a.mp4';

  it('recognises the redirect statuses', () => {
    expect([301, 302, 303, 307, 308].every(isRedirect)).toBe(true);
    expect([200, 206, 304, 404].some(isRedirect)).toBe(false);
  });

  it.each([
    ['/videos/b.mp4', 'http://nas.local:5000/videos/b.mp4'],
    ['b.mp4', 'http://nas.local:5000/videos/b.mp4'],
    ['http://NAS.local:5000/x.mp4', 'http://nas.local:5000/x.mp4'],
  ])('follows %s within the same origin', (location, expected) => {
    expect(sameOriginTarget(from, location)).toBe(expected);
  });

  it.each([
    ['another host', 'http://evil.example/a.mp4'],
    ['another port of the same host', 'http://nas.local:5001/videos/a.mp4'],
    ['the default port of the same host', 'http://nas.local/videos/a.mp4'],
    ['another scheme on the same host', 'https://nas.local:5000/videos/a.mp4'],
    ['a protocol-relative other host', '//evil.example/a.mp4'],
    ['a look-alike subdomain', 'http://nas.local.evil.example/a.mp4'],
    ['a file URL', 'file:///etc/passwd'],
    ['no location', undefined],
    ['an empty location', ''],
    ['two locations', ['/a.mp4', '/b.mp4']],
  ])('refuses %s', (_case, location) => {
    expect(sameOriginTarget(from, location)).toBeNull();
  });
});
