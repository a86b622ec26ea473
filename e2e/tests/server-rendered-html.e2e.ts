import { formatWon, PROGRAM_FACT_MESSAGES, type Program as ProgramDetail } from '@academy/common';
import { site } from '../support/site';
import { pageData, tagContent } from '../support/html';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a search crawler or a messenger's link preview gets: the HTML of each public page, fetched
 * without a browser (no JavaScript), carries its heading, its data and its head tags.
 */
const get = (pathname: string) => fetch(site.url(pathname), { headers: { Accept: 'text/html' }, redirect: 'manual' });

async function html(pathname: string, status = 200): Promise<string> {
  const response = await get(pathname);
  expect({ pathname, status: response.status }).toEqual({ pathname, status });
  return response.text();
}

function expectHeadTags(page: string, title: RegExp, pathname: string) {
  expect(tagContent(page, /<title>([^<]*)<\/title>/)).toMatch(title);
  expect(tagContent(page, /<meta name="description" content="([^"]*)">/).length).toBeGreaterThan(20);
  // No PUBLIC_URL here: absolute URLs on the address the page was fetched from.
  expect(tagContent(page, /<link rel="canonical" href="([^"]*)">/)).toBe(site.url(pathname));
  expect(tagContent(page, /<meta property="og:title" content="([^"]*)">/)).toMatch(title);
  expect(tagContent(page, /<meta property="og:description" content="([^"]*)">/).length).toBeGreaterThan(20);
  expect(tagContent(page, /<meta property="og:image" content="([^"]*)">/)).toBe(site.url('/assets/og/academy.jpg'));
  expect(tagContent(page, /<meta name="twitter:card" content="([^"]*)">/)).toBe('summary_large_image');
  expect(page).toMatch(/^<!doctype html><html lang=ko>/);
}

interface Program {
  slug: string;
  title: string;
}

interface Notice {
  id: string;
  title: string;
  body: string;
  visibility: string;
}

describe('server-rendered HTML, fetched without a browser', () => {
  let programs: Program[];
  let captions: string[];
  let notices: Notice[];
  beforeAll(async () => {
    notices = (await (await fetch(site.url('/api/notices'))).json()) as Notice[];
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((notice) => notice.visibility === 'public')).toBe(true);
    programs = (await (await fetch(site.url('/api/programs'))).json()) as Program[];
    captions = ((await (await fetch(site.url('/api/gallery'))).json()) as Array<{ caption: string }>).map(
      (item) => item.caption,
    );
    expect(programs).toHaveLength(3);
  });

  it('/ has the hero heading, the three programs, the gallery and the academy as JSON-LD', async () => {
    const page = await html('/');
    expectHeadTags(page, /^이든 영어학원 \| 중·고등 내신 영어 · TOEIC$/, '/');
    expect(page).toMatch(/<h1 id="hero-title" class="hero__title">.*점수로 증명.*<\/h1>/);
    for (const program of programs) expect(page).toContain(`<h3 class="program-card__title">${program.title}</h3>`);
    for (const caption of captions.slice(0, 7)) expect(page).toContain(`alt="${caption}"`);
    expect(page).toContain('"@type":"EducationalOrganization"');
    expect(Object.keys(pageData(page)).sort()).toEqual([
      '/api/academy',
      '/api/gallery',
      '/api/notices',
      '/api/programs',
      '/api/site',
    ]);
    for (const notice of notices.slice(0, 3)) expect(page).toContain(`>${notice.title}</a>`);
  });

  it('/about has the head teacher and the academy as JSON-LD', async () => {
    const page = await html('/about');
    expectHeadTags(page, /^원장 소개 \| 이든 영어학원$/, '/about');
    // React separates adjacent texts with an empty comment.
    expect(page.replace(/<!-- -->/g, '')).toContain('이든 원장을 소개합니다');
    expect(page).toContain('"@type":"EducationalOrganization"');
  });

  it('/courses lists every course', async () => {
    const courses = (await (await fetch(site.url('/api/courses'))).json()) as Array<{ title: string }>;
    const page = await html('/courses');
    expectHeadTags(page, /^강의 목록 \| 이든 영어학원$/, '/courses');
    expect(page).toContain('<h1 id="courses-title" class="page__title">강의 목록</h1>');
    for (const course of courses) expect(page).toContain(`>${course.title}</a>`);
  });

  it('/gallery shows every picture with its caption', async () => {
    const page = await html('/gallery');
    expectHeadTags(page, /^갤러리 \| 이든 영어학원$/, '/gallery');
    for (const caption of captions)
      expect(page).toContain(`<figcaption class="gallery-grid__caption">${caption}</figcaption>`);
  });

  it('/notices lists the public notices; each /notices/{id} has its own title and description', async () => {
    const board = await html('/notices');
    expectHeadTags(board, /^공지사항 \| 이든 영어학원$/, '/notices');
    expect(board).toContain('<h1 id="notices-title" class="page__title">공지사항</h1>');
    // The router's links carry attributes of their own (data-discover) between the address and the title.
    for (const notice of notices) {
      expect(board).toMatch(new RegExp(`href="/notices/${notice.id}"[^>]*>${escapeRegExp(notice.title)}</a>`));
    }
    for (const notice of notices) {
      const page = await html(`/notices/${notice.id}`);
      expectHeadTags(page, new RegExp(`^${notice.title} \\| 공지사항 \\| 이든 영어학원$`), `/notices/${notice.id}`);
      expect(tagContent(page, /<meta name="description" content="([^"]*)">/)).toBe(notice.body.slice(0, 150));
      expect(page).toContain(`<h1 id="notice-title" class="page__title">${notice.title}</h1>`);
    }
  });

  it('each program page has its title, its rendered content, its facts and a Course with offers in JSON-LD', async () => {
    for (const program of programs) {
      const detail = (await (await fetch(site.url(`/api/programs/${program.slug}`))).json()) as ProgramDetail;
      const page = await html(`/program/${program.slug}`);
      expectHeadTags(page, new RegExp(`^${program.title} \\| 이든 영어학원$`), `/program/${program.slug}`);
      expect(page).toContain(`<h1 id="program-title" class="program-detail__title">${program.title}</h1>`);
      expect(page).toContain(detail.contentHtml!.slice(0, 40));
      expect(page).toContain(formatWon(detail.tuition!.monthly));
      expect(page).toContain(PROGRAM_FACT_MESSAGES.tuitionNotice);
      expect(page).toContain(`<th scope="row">${detail.schedule[0]!.name}</th>`);
      const course = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)![1]!);
      expect(course).toMatchObject({
        '@type': 'Course',
        offers: { price: detail.tuition!.monthly, priceCurrency: 'KRW' },
      });
      expect(course.hasCourseInstance).toHaveLength(detail.schedule.length);
    }
  });

  it('answers 404 with the Korean not-found page for unknown paths and unknown programs', async () => {
    for (const pathname of ['/no-such-page', '/program/no-such-program', '/program/', '/old.php', '/notices/no-such']) {
      const page = await html(pathname, 404);
      expect(page).toContain('<meta name="robots" content="noindex">');
      expect(page).toMatch(
        /페이지를 찾을 수 없습니다|프로그램을 찾을 수 없거나 현재 제공되지 않습니다|공지사항을 찾을 수 없습니다/,
      );
      expect(page).toContain('<header class="header">');
    }
  });

  it('sends member pages client-rendered (the shell fills them in), and redirects the old curriculum paths', async () => {
    const page = await html('/account');
    expect(page).toContain('<div id=root></div>');
    expect(page).not.toContain('__DATA__');
    const redirect = await get('/curriculum/high');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/program/high-school');
  });

  it('serves robots.txt and a sitemap of every public page and each active program', async () => {
    const robots = await (await fetch(site.url('/robots.txt'))).text();
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${site.baseUrl}/sitemap.xml`);
    const sitemap = await (await fetch(site.url('/sitemap.xml'))).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replace(site.baseUrl, ''));
    expect(locations).toEqual([
      '/',
      '/about',
      '/courses',
      '/gallery',
      '/notices',
      ...notices.map((notice) => `/notices/${notice.id}`),
      ...programs.map((program) => `/program/${program.slug}`),
      '/privacy',
      '/terms',
    ]);
    expect(sitemap.match(/<lastmod>/g)).toHaveLength(locations.length);
  });
});
