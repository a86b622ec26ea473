import { isUnknownPath, REDIRECTS, REMOTE_ROUTES, remoteForPath, serverPageFor, sessionPageFor } from './routes';
import { canWatch, ROLES } from './roles';

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
        '/notices',
        '/notices/page/:page',
        '/parent',
        '/parent/invite',
        '/notices/:id',
        '/account',
        '/members',
        '/admin/*',
        '/admin-dashboard',
        '/_superadmin',
        '/simple-admin',
        // issue 21: the consultation form without JavaScript, and its thank-you page
        '/consultation',
        '/consultation/thanks',
        // issue 29: 개인정보처리방침 and 이용약관
        '/privacy',
        '/terms',
        // issue 32: the 오답 노트
        '/review',
      ].sort(),
    );
  });

  it('guards the member and admin screens with the roles of the specs', () => {
    expect(byPath['/']!.roles).toBeUndefined();
    // A parent signs in but is never a member: the course page is for member accounts only.
    expect(byPath['/courses/:id']!.roles).toEqual(['ADMIN', 'VERIFIED', 'PENDING']);
    expect(byPath['/parent']!.roles).toEqual(['PARENT']);
    expect(byPath['/account']!.roles).toEqual([]);
    expect(byPath['/videos']!.roles).toEqual(['VERIFIED', 'ADMIN']);
    expect(byPath['/review']!.roles).toEqual(['VERIFIED', 'ADMIN']);
    expect(ROLES.filter((role) => byPath['/videos']!.roles!.includes(role))).toEqual(ROLES.filter(canWatch));
    expect(byPath['/members']!.roles).toEqual(['VERIFIED']);
    expect(byPath['/admin/*']).toMatchObject({ roles: ['ADMIN'], denied: 'toast', remote: 'admin' });
  });

  it('runs the consoles outside the site layout', () => {
    for (const path of ['/admin-dashboard', '/_superadmin', '/simple-admin']) expect(byPath[path]!.layout).toBe('bare');
  });

  it('redirects the old curriculum paths to their programs', () => {
    expect(REDIRECTS).toEqual({
      '/curriculum/middle': '/program/middle-school',
      '/curriculum/high': '/program/high-school',
    });
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

describe('serverPageFor', () => {
  it('gives the public pages with the API reads they show', () => {
    expect(serverPageFor('/')?.dataKeys).toEqual([
      '/api/programs',
      '/api/gallery',
      '/api/site',
      '/api/notices',
      '/api/academy',
    ]);
    expect(serverPageFor('/notices')?.dataKeys).toEqual(['/api/notices', '/api/academy']);
    expect(serverPageFor('/notices/page/2')).toMatchObject({
      route: { module: './NoticesPage' },
      params: { page: '2' },
    });
    expect(serverPageFor('/notices/abc')?.dataKeys).toEqual(['/api/notices/abc', '/api/academy']);
    expect(serverPageFor('/about')?.dataKeys).toEqual(['/api/site', '/api/academy']);
    expect(serverPageFor('/courses')?.dataKeys).toEqual(['/api/courses', '/api/academy']);
    // The policies are written from the academy's facts and the retention settings; ?version= is kept.
    expect(serverPageFor('/privacy')).toMatchObject({
      route: { module: './LegalPage', server: { query: ['version'] } },
      dataKeys: ['/api/academy', '/api/site'],
    });
    expect(serverPageFor('/gallery')?.route.module).toBe('./GalleryPage');
  });

  it('fills the parameters into the keys as the page itself does (decoded, then URL-encoded once)', () => {
    expect(serverPageFor('/program/exam-prep')).toMatchObject({
      params: { slug: 'exam-prep' },
      dataKeys: ['/api/programs/exam-prep', '/api/site', '/api/academy'],
    });
    expect(serverPageFor('/program/%EC%A4%91%EB%93%B1')?.dataKeys).toEqual([
      '/api/programs/%EC%A4%91%EB%93%B1',
      '/api/site',
      '/api/academy',
    ]);
    expect(serverPageFor('/program/a%2Fb')?.dataKeys).toEqual(['/api/programs/a%2Fb', '/api/site', '/api/academy']);
  });

  it('leaves member, admin, login and unknown paths to the browser', () => {
    for (const path of [
      '/courses/abc',
      '/account',
      '/admin/members',
      '/login',
      '/nope',
      '/program/%E0%A4%A',
      '/parent',
    ]) {
      expect(serverPageFor(path)).toBeNull();
    }
  });
});

describe('sessionPageFor', () => {
  it("names /parent, drawn for a parent's own session, with the roles it is drawn for", () => {
    expect(sessionPageFor('/parent')).toMatchObject({ module: './ParentHomePage', roles: ['PARENT'] });
  });

  it('gives nothing for public, client-rendered or unknown pages', () => {
    for (const path of ['/', '/notices', '/account', '/parent/invite', '/admin/members', '/nope']) {
      expect(sessionPageFor(path)).toBeNull();
    }
  });
});

describe('isUnknownPath', () => {
  it.each([
    ['/nope', true],
    ['/404', true],
    ['/program/', true],
    ['/', false],
    ['/login', false],
    ['/curriculum/middle', false],
    ['/admin/anything', false],
  ])('%s → %s', (path, unknown) => {
    expect(isUnknownPath(path)).toBe(unknown);
  });
});
