import { REDIRECTS, REMOTE_ROUTES, remoteForPath } from './routes';

const byPath = Object.fromEntries(REMOTE_ROUTES.map((route) => [route.path, route]));

describe('route table', () => {
  it('maps every screen of the specs to a remote', () => {
    expect(Object.keys(byPath).sort()).toEqual(
      [
        '/',
        '/about',
        '/courses',
        '/courses/:id',
        '/gallery',
        '/videos',
        '/program/:slug',
        '/account',
        '/members',
        '/admin/*',
        '/admin-dashboard',
        '/_superadmin',
        '/simple-admin',
      ].sort(),
    );
  });

  it('guards the member and admin screens with the roles of the specs', () => {
    expect(byPath['/']!.roles).toBeUndefined();
    expect(byPath['/courses/:id']!.roles).toEqual([]);
    expect(byPath['/account']!.roles).toEqual([]);
    expect(byPath['/videos']!.roles).toEqual(['VERIFIED', 'ADMIN']);
    expect(byPath['/members']!.roles).toEqual(['VERIFIED']);
    expect(byPath['/admin/*']).toMatchObject({ roles: ['ADMIN'], denied: 'toast', remote: 'admin' });
  });

  it('runs the consoles outside the site layout', () => {
    for (const path of ['/admin-dashboard', '/_superadmin', '/simple-admin']) expect(byPath[path]!.layout).toBe('bare');
  });

  it('redirects the old curriculum paths to their programs', () => {
    expect(REDIRECTS).toEqual({ '/curriculum/middle': '/program/middle-school', '/curriculum/high': '/program/high-school' });
  });
});

describe('remoteForPath', () => {
  it.each([
    ['/', 'public'],
    ['/program/exam-prep', 'public'],
    ['/courses', 'public'],
    ['/courses/abc', 'member'],
    ['/account', 'member'],
    ['/admin', 'admin'],
    ['/admin/members', 'admin'],
    ['/admin-dashboard', 'admin'],
    ['/login', null],
    ['/nope', null],
    ['/program/', null],
  ])('%s → %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});
