import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Logger } from '@nestjs/common';
import { DEFAULT_RETENTION } from '@academy/common';
import { DataSource } from 'typeorm';
import { GalleryItem } from '../src/gallery/gallery-item.entity';
import { Notice } from '../src/notices/notice.entity';
import { PublicReads } from '../src/public-content/public-reads.service';
import { Program } from '../src/programs/program.entity';
import { renderProbe, standInRemote, standInShell, writeRemoteBuild, type RenderProbe } from './support/site-stand-ins';
import { SESSION_COOKIE } from '../src/sessions/session.setup';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The API's side of server rendering, with a stand-in shell server bundle and remote build (the
 * real ones are exercised against the built site in e2e/): which pages render, their status,
 * head, data and style sheets, the cache and its invalidation, the fallbacks.
 */
interface Site {
  t: TestApp;
  probe: RenderProbe;
  remote: string;
}

async function startSite(env: Record<string, string> = {}, remote = standInRemote()): Promise<Site> {
  const probe = renderProbe();
  const t = await createTestApp({ REMOTE_CHECK_SECONDS: '1', ...env }, undefined, {
    serveWebApps: true,
    webAppDirs: { shell: standInShell(), public: remote },
  });
  return { t, probe, remote };
}

// One Host for every page request, as a browser on one address sends: each supertest request
// listens on a port of its own, and the page cache keeps a copy per address.
const page = (site: Site, pathname: string) =>
  site.t.http().get(pathname).set('Accept', 'text/html').set('Host', 'academy.test');
const dataOf = (html: string) =>
  JSON.parse(/<script id="__DATA__" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    { status: number; body: unknown }
  >;

async function addProgram(t: TestApp, fields: Partial<Program> = {}): Promise<Program> {
  const programs = t.app.get(DataSource).getRepository(Program);
  return programs.save(
    programs.create({
      slug: 'exam-prep',
      title: '집중반',
      content: '내용',
      features: [],
      isActive: true,
      order: 0,
      ...fields,
    }),
  );
}

describe('server-rendered pages (e2e)', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
    await addProgram(site.t, {
      slug: 'middle-school',
      title: '중등 내신 영어',
      description: '중학생 내신 대비',
      tuition: { monthly: 280000, materials: 20000 },
      schedule: [{ name: '중2 A반', days: ['MON', 'WED'], start: '16:30', end: '18:00' }],
      startDate: '2026-03-02',
      capacity: 12,
      seatsLeft: 4,
    });
    await addProgram(site.t, { slug: 'retired', title: '지난 프로그램', isActive: false, order: 1 });
    const gallery = site.t.app.get(DataSource).getRepository(GalleryItem);
    await gallery.save(
      gallery.create({ url: '/assets/gallery/classroom.svg', caption: '메인 강의실', visible: true, order: 0 }),
    );
  });
  afterAll(async () => {
    await site.t.close();
  });

  it('renders / with its head, style sheets and the data it was drawn with', async () => {
    const response = await page(site, '/')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    const html = response.text;
    expect(html).toContain('<main><h1>/</h1>');
    expect(html).toContain('<title>이든 영어학원 | 중·고등 내신 영어 · TOEIC</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain('<link rel="canonical" href="http://academy.test/">');
    expect(html).toContain('<meta property="og:title" content="이든 영어학원 | 중·고등 내신 영어 · TOEIC">');
    expect(html).toContain('"@type":"EducationalOrganization"');
    expect(html).not.toContain('기본 제목');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<style data-href="main.abc1234567.css">.header{color:blue}</style>');
    expect(html).toContain('<style data-href="LandingPage.css">.LandingPage{margin:0}</style>');
    const data = dataOf(html);
    expect(Object.keys(data).sort()).toEqual([
      '/api/academy',
      '/api/gallery',
      '/api/notices',
      '/api/programs',
      '/api/site',
    ]);
    expect(data['/api/site']).toEqual({ status: 200, body: { kakaoChannelUrl: null, retention: DEFAULT_RETENTION } });
    expect((data['/api/programs']!.body as Program[]).map((program) => program.title)).toEqual(['중등 내신 영어']);
    expect(data['/api/gallery']).toMatchObject({ status: 200, body: [{ caption: '메인 강의실' }] });
  });

  it('renders an active program under its own title, and a missing or inactive one as a 404', async () => {
    const html = (await page(site, '/program/middle-school').expect(200)).text;
    expect(html).toContain('<title>중등 내신 영어 | 이든 영어학원</title>');
    expect(html).toContain('<meta name="description" content="중학생 내신 대비">');
    expect(html).toContain('"@type":"Course"');
    expect(html).toContain('<style data-href="ProgramPage.css">');
    const course = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(course.offers).toMatchObject({ price: 280000, priceCurrency: 'KRW' });
    expect(course.hasCourseInstance).toEqual([
      expect.objectContaining({
        name: '중2 A반',
        startDate: '2026-03-02',
        courseSchedule: expect.objectContaining({ startTime: '16:30', endTime: '18:00' }),
      }),
    ]);
    // The page is drawn from this answer: the facts travel with it for hydration.
    expect(dataOf(html)['/api/programs/middle-school']).toMatchObject({
      status: 200,
      body: { tuition: { monthly: 280000, materials: 20000 }, capacity: 12, seatsLeft: 4, startDate: '2026-03-02' },
    });
    for (const slug of ['retired', 'no-such-program']) {
      const missing = (await page(site, `/program/${slug}`).expect(404)).text;
      expect(missing).toContain('<meta name="robots" content="noindex">');
      expect(dataOf(missing)[`/api/programs/${slug}`]).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    }
  });

  it('answers 404 with the rendered not-found page for unknown paths, file-like ones too', async () => {
    for (const pathname of ['/no-such-page', '/404', '/old-page.php']) {
      const html = (await page(site, pathname).expect(404)).text;
      expect(html).toContain('<title>페이지를 찾을 수 없습니다 | 이든 영어학원</title>');
      expect(html).toContain(`<main><h1>${pathname}</h1>`);
    }
  });

  it('sends member and admin pages client-rendered at once: no data, no renderer', async () => {
    const calls = site.probe.calls.length;
    for (const pathname of ['/account', '/admin/members', '/login', '/_superadmin']) {
      const html = (await page(site, pathname).expect(200)).text;
      expect(html).toContain('<div id=root></div>');
      expect(html).not.toContain('__DATA__');
      expect(html).toContain('<title>기본 제목</title>');
    }
    expect(site.probe.calls.length).toBe(calls);
  });

  it('keeps a rendered page, revalidates it with its ETag, and renders again after a content write', async () => {
    await page(site, '/gallery').expect(200);
    const calls = site.probe.calls.length;
    const again = await page(site, '/gallery').expect(200);
    expect(site.probe.calls.length).toBe(calls);
    await page(site, '/gallery').set('If-None-Match', again.headers.etag!).expect(304);

    const gallery = site.t.app.get(DataSource).getRepository(GalleryItem);
    await gallery.save(
      gallery.create({ url: '/assets/gallery/library.svg', caption: '독서 코너', visible: true, order: 1 }),
    );
    const fresh = await page(site, '/gallery').expect(200);
    expect(site.probe.calls.length).toBe(calls + 1);
    expect((dataOf(fresh.text)['/api/gallery']!.body as GalleryItem[]).map((item) => item.caption)).toEqual([
      '메인 강의실',
      '독서 코너',
    ]);
  });

  it('renders with a new remote-public build once the remote check time has passed, without a restart', async () => {
    const before = /<p id="entry">([^<]+)<\/p>/.exec((await page(site, '/about').expect(200)).text)![1];
    writeRemoteBuild(site.remote, 'module.exports = { version: 2 };');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // The check runs beside a request; the next one after it sees the new build.
    await page(site, '/about').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = /<p id="entry">([^<]+)<\/p>/.exec((await page(site, '/about').expect(200)).text)![1];
    expect(after).not.toBe(before);
    expect(after).toMatch(/\/server\/remoteEntry\.js\?v=[0-9a-f]{16}$/);
  });

  it('marks a browser that sent no session cookie as a visitor, on every page, and unmarks it once it sends one', async () => {
    const cookies = (response: { headers: Record<string, unknown> }) =>
      response.headers['set-cookie'] as string[] | undefined;
    expect(cookies(await page(site, '/').expect(200))).toEqual(['academy.visitor=1; Path=/; SameSite=Lax']);
    expect(cookies(await page(site, '/account').expect(200))).toEqual(['academy.visitor=1; Path=/; SameSite=Lax']);
    // Already marked: nothing to say; the page itself is the same for everyone.
    expect(cookies(await page(site, '/').set('Cookie', 'academy.visitor=1').expect(200))).toBeUndefined();
    const member = await page(site, '/').set('Cookie', 'academy.sid=s%3Aanything; academy.visitor=1').expect(200);
    expect(cookies(member)).toEqual([
      expect.stringMatching(/^academy\.visitor=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax$/),
    ]);
    expect(cookies(await page(site, '/').set('Cookie', 'academy.sid=s%3Aanything').expect(200))).toBeUndefined();
  });

  it('redirects the old curriculum addresses for good', async () => {
    await page(site, '/curriculum/middle').expect(301).expect('Location', '/program/middle-school');
  });

  it('renders the notice board and a public notice under their own titles; a members-only notice is a 404', async () => {
    const notices = site.t.app.get(DataSource).getRepository(Notice);
    const open = await notices.save(
      notices.create({ title: '여름방학 특강 안내', body: '7월 21일부터 4주간 진행합니다.', visibility: 'public' }),
    );
    const members = await notices.save(
      notices.create({ title: '회원 전용 안내', body: '회원만', visibility: 'members' }),
    );
    const board = (await page(site, '/notices').expect(200)).text;
    expect(board).toContain('<title>공지사항 | 이든 영어학원</title>');
    expect(board).toContain('<link rel="canonical" href="http://academy.test/notices">');
    expect(board).toContain('<meta property="og:title" content="공지사항 | 이든 영어학원">');
    expect((dataOf(board)['/api/notices']!.body as Notice[]).map((notice) => notice.title)).toEqual([
      '여름방학 특강 안내',
    ]);
    expect((await page(site, '/notices/page/2').expect(200)).text).toContain(
      '<title>공지사항 2페이지 | 이든 영어학원</title>',
    );
    const detail = (await page(site, `/notices/${open.id}`).expect(200)).text;
    expect(detail).toContain('<title>여름방학 특강 안내 | 공지사항 | 이든 영어학원</title>');
    expect(detail).toContain('<meta name="description" content="7월 21일부터 4주간 진행합니다.">');
    expect(detail).toContain(`<link rel="canonical" href="http://academy.test/notices/${open.id}">`);
    for (const id of [members.id, 'no-such-notice']) {
      const missing = (await page(site, `/notices/${id}`).expect(404)).text;
      expect(missing).toContain('<meta name="robots" content="noindex">');
      expect(missing).not.toContain('회원만');
    }
    const sitemap = (await site.t.http().get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toMatch(/<loc>[^<]+\/notices<\/loc>/);
    expect(sitemap).toContain(`/notices/${open.id}</loc>`);
    expect(sitemap).not.toContain(members.id);
    await notices.delete({ id: open.id });
    await notices.delete({ id: members.id });
  });

  it('lists every public page and each active program in sitemap.xml, and points robots.txt at it', async () => {
    const sitemap = (
      await site.t
        .http()
        .get('/sitemap.xml')
        .expect(200)
        .expect('Content-Type', /application\/xml/)
    ).text;
    const host = /<loc>(https?:\/\/[^/]+)\/<\/loc>/.exec(sitemap)![1];
    for (const pathname of ['/', '/about', '/courses', '/gallery', '/program/middle-school'])
      expect(sitemap).toContain(`<loc>${host}${pathname}</loc>`);
    expect(sitemap).not.toContain('retired');
    expect(sitemap).toMatch(/<loc>[^<]+\/program\/middle-school<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    const robots = (
      await site.t
        .http()
        .get('/robots.txt')
        .expect(200)
        .expect('Content-Type', /text\/plain/)
    ).text;
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /admin');
    // Each supertest request listens on a port of its own: the host differs from the sitemap one.
    expect(robots).toMatch(/\nSitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml\n/);
  });
});

describe('absolute URLs without PUBLIC_URL (e2e)', () => {
  const forwarded = { 'X-Forwarded-Host': 'eden.example', 'X-Forwarded-Proto': 'https' };

  it("builds canonical and Open Graph URLs from the request's host, and ignores forwarded headers it does not trust", async () => {
    const site = await startSite();
    try {
      const html = (await page(site, '/about').set('Host', 'academy.test:8080').expect(200)).text;
      expect(html).toContain('<link rel="canonical" href="http://academy.test:8080/about">');
      expect(html).toContain('<meta property="og:url" content="http://academy.test:8080/about">');
      expect(html).toContain('<meta property="og:image" content="http://academy.test:8080/assets/og/academy.jpg">');
      const proxied = (await page(site, '/about').set('Host', 'academy.test:8080').set(forwarded).expect(200)).text;
      expect(proxied).toContain('<link rel="canonical" href="http://academy.test:8080/about">');
    } finally {
      await site.t.close();
    }
  });

  it('behind a trusted proxy (TRUST_PROXY) takes X-Forwarded-Host and -Proto, one kept page per address', async () => {
    const site = await startSite({ TRUST_PROXY: 'loopback' });
    try {
      const html = (await page(site, '/about').set(forwarded).expect(200)).text;
      expect(html).toContain('<link rel="canonical" href="https://eden.example/about">');
      expect(html).toContain('<meta property="og:image" content="https://eden.example/assets/og/academy.jpg">');
      expect((await site.t.http().get('/sitemap.xml').set(forwarded).expect(200)).text).toContain(
        '<loc>https://eden.example/about</loc>',
      );
      // The page just kept for eden.example is not the one another address gets.
      const direct = (await page(site, '/about').set('Host', 'academy.test').expect(200)).text;
      expect(direct).toContain('<link rel="canonical" href="http://academy.test/about">');
    } finally {
      await site.t.close();
    }
  });
});

describe('server-rendered pages under PUBLIC_URL (e2e)', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({ PUBLIC_URL: 'https://eden-english.kr/', TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await site.t.close();
  });

  it("gives absolute canonical, Open Graph and sitemap URLs from PUBLIC_URL, whatever the request's host", async () => {
    const html = (await page(site, '/about').set('X-Forwarded-Host', 'eden.example').expect(200)).text;
    expect(html).toContain('<link rel="canonical" href="https://eden-english.kr/about">');
    expect(html).toContain('<meta property="og:image" content="https://eden-english.kr/assets/og/academy.jpg">');
    const sitemap = (await site.t.http().get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain('<loc>https://eden-english.kr/about</loc>');
    expect((await site.t.http().get('/robots.txt').expect(200)).text).toContain(
      'Sitemap: https://eden-english.kr/sitemap.xml',
    );
  });
});

describe('when the server cannot render (e2e)', () => {
  let site: Site;
  let warn: jest.SpyInstance;
  beforeAll(async () => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    site = await startSite({ RENDER_BUDGET_MS: '100' });
  });
  afterAll(async () => {
    warn.mockRestore();
    await site.t.close();
  });
  beforeEach(() => warn.mockClear());

  const clientRendered = (html: string) => html.includes('<div id=root></div>') && !html.includes('__DATA__');

  it('answers the client-rendered page (200, or 404 for unknown paths) when the page throws, and says why once', async () => {
    site.probe.mode = 'throw';
    expect(clientRendered((await page(site, '/courses').expect(200)).text)).toBe(true);
    expect(clientRendered((await page(site, '/courses').expect(200)).text)).toBe(true);
    expect(clientRendered((await page(site, '/missing-page').expect(404)).text)).toBe(true);
    const reasons = warn.mock.calls
      .map(([message]) => String(message))
      .filter((message) => message.includes('/courses'));
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toContain('a page component threw');
    await site.t.http().get('/api/programs').expect(200);
  });

  it('answers the client-rendered page when the public data cannot be read (a database fault), never a 5xx', async () => {
    site.probe.mode = 'ok';
    const reads = jest.spyOn(site.t.app.get(PublicReads), 'answer').mockRejectedValue(new Error('connection lost'));
    try {
      expect(clientRendered((await page(site, '/program/middle-school').expect(200)).text)).toBe(true);
      expect(warn.mock.calls.map(([message]) => String(message)).join('\n')).toContain('connection lost');
    } finally {
      reads.mockRestore();
    }
  });

  it('answers the client-rendered page when rendering takes longer than RENDER_BUDGET_MS', async () => {
    site.probe.mode = 'slow';
    const started = Date.now();
    expect(clientRendered((await page(site, '/gallery').expect(200)).text)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers the client-rendered page while remote-public cannot be read, and renders once it can', async () => {
    site.probe.mode = 'ok';
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-not-yet-'));
    const late = await startSite({ REMOTE_CHECK_SECONDS: '1' }, empty);
    try {
      expect(clientRendered((await page(late, '/about').expect(200)).text)).toBe(true);
      expect(warn.mock.calls.map(([message]) => String(message)).join('\n')).toContain('remote-public');
      writeRemoteBuild(empty, 'module.exports = {};');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await page(late, '/about');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await page(late, '/about').expect(200)).text).toContain('__DATA__');
    } finally {
      await late.t.close();
    }
  });
});

describe('client-rendered admin pages (e2e)', () => {
  /** The admin remote's and the shell's script lists in miniature (tools/chunk-groups-plugin.js, mf-manifest.json). */
  function standInBuilds(): { shell: string; admin: string } {
    const shell = standInShell();
    fs.writeFileSync(path.join(shell, 'chunk-groups.json'), JSON.stringify({ 'admin-reads': ['admin-reads.1.js'] }));
    const admin = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-stand-in-'));
    fs.writeFileSync(
      path.join(admin, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          {
            path: './AdminSection',
            assets: { css: { sync: [], async: [] }, js: { sync: ['section.2.js'], async: [] } },
          },
        ],
      }),
    );
    fs.writeFileSync(
      path.join(admin, 'chunk-groups.json'),
      JSON.stringify({
        'admin-antd': ['antd.3.js'],
        'admin-members': ['antd.3.js', 'members.4.js'],
        'admin-audit': ['audit.5.js'],
      }),
    );
    return { shell, admin };
  }

  const scriptsOf = (html: string) => {
    const list = /<script id="__SCRIPTS__" type="application\/json">(.*?)<\/script>/.exec(html);
    return list ? (JSON.parse(list[1]!) as string[]) : null;
  };

  it("name the screen's scripts for a browser holding a session cookie, and none for a visitor", async () => {
    const { shell, admin } = standInBuilds();
    const t = await createTestApp({}, undefined, {
      serveWebApps: true,
      webAppDirs: { shell, public: standInRemote(), admin },
    });
    try {
      const signedIn = await t
        .http()
        .get('/admin/members')
        .set('Accept', 'text/html')
        .set('Cookie', `${SESSION_COOKIE}=stale-or-not`)
        .expect(200);
      expect(scriptsOf(signedIn.text)).toEqual([
        '/admin-reads.1.js',
        '/remotes/admin/section.2.js',
        '/remotes/admin/antd.3.js',
        '/remotes/admin/members.4.js',
      ]);
      const visitor = await t.http().get('/admin/members').set('Accept', 'text/html').expect(200);
      expect(scriptsOf(visitor.text)).toBeNull();
      expect(visitor.text).toContain('href="/remotes/admin/remoteEntry.js"');
    } finally {
      await t.close();
    }
  });
});
