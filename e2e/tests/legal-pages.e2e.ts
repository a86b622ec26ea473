import * as fs from 'fs';
import * as path from 'path';
import type { BrowserContext, Page } from 'playwright-core';
import { useTheme, type Theme } from '../support/admin-screens';
import { browserSuite } from '../support/browser-test';
import { layout } from '../support/layout';
import { startSite } from '../../tools/site-server.cjs';
import { ARTIFACTS_DIR } from '../support/site';

const browserTest = browserSuite();

// Set E2E_SCREENSHOTS_DIR to keep screenshots of the new pages (not part of the repository).
const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR;

/** Periods no default has: a policy that printed its own numbers instead of the server's would fail. */
const RETENTION = {
  UNAPPROVED_RETENTION_DAYS: '31',
  CONSULT_RETENTION_DAYS: '47',
  AUDIT_RETENTION_DAYS: '401',
  MAIL_OUTBOX_RETENTION_DAYS: '13',
};

type Site = Awaited<ReturnType<typeof startSite>>;
let own: Site;

/** This suite's own site, with non-default retention settings and a 학원 정보 of its own to change. */
beforeAll(async () => {
  own = await startSite({ logFile: path.join(ARTIFACTS_DIR, 'site-server-legal.log'), env: RETENTION });
}, 90_000);

afterAll(async () => {
  await own?.stop();
});

/** The page as the server sends it, React's text separators (<!-- -->) taken out. */
const html = async (pathname: string) =>
  (await (await fetch(`${own.baseUrl}${pathname}`, { headers: { Accept: 'text/html' } })).text()).replace(
    /<!-- -->/g,
    '',
  );

/** Every kind of public page, the 404 page among them. */
async function publicPages(): Promise<string[]> {
  const programs = (await (await fetch(`${own.baseUrl}/api/programs`)).json()) as Array<{ slug: string }>;
  return [
    '/',
    '/about',
    '/courses',
    '/gallery',
    '/notices',
    `/program/${programs[0]!.slug}`,
    '/consultation',
    '/privacy',
    '/terms',
    '/no-such-page',
  ];
}

async function expectPolicyLinks(page: Page, pathname: string) {
  const footer = layout(page).footer;
  const privacy = footer.getByRole('link', { name: '개인정보처리방침', exact: true });
  const terms = footer.getByRole('link', { name: '이용약관', exact: true });
  await expect(privacy.getAttribute('href')).resolves.toBe('/privacy');
  await expect(terms.getAttribute('href')).resolves.toBe('/terms');
  // Korean sites set the privacy policy in bold.
  const weight = Number(await privacy.evaluate((link) => getComputedStyle(link).fontWeight));
  expect({ pathname, weight: weight >= 700 }).toEqual({ pathname, weight: true });
}

async function keepScreenshots(newContext: (options: object) => Promise<BrowserContext>, theme: Theme) {
  if (!SCREENSHOTS_DIR) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  for (const width of [1280, 390]) {
    const context = await newContext({ baseURL: own.baseUrl, viewport: { width, height: 900 } });
    await useTheme(context, theme);
    const page = await context.newPage();
    for (const pathname of ['/privacy', '/terms']) {
      await page.goto(pathname);
      const name = pathname.slice(1);
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-${width}-${theme}.png`), fullPage: true });
    }
    await layout(page).footer.screenshot({ path: path.join(SCREENSHOTS_DIR, `footer-${width}-${theme}.png`) });
    await context.close();
  }
}

describe('개인정보처리방침 and 이용약관', () => {
  browserTest(
    'every public page links both from its footer, 개인정보처리방침 in bold',
    async ({ page }) => {
      for (const pathname of await publicPages()) {
        await page.goto(`${own.baseUrl}${pathname}`);
        await expectPolicyLinks(page, pathname);
      }
      // Followed from the footer, the link opens the policy (a client-side navigation).
      await page.goto(`${own.baseUrl}/gallery`);
      await layout(page).footer.getByRole('link', { name: '개인정보처리방침', exact: true }).click();
      await layout(page).main.getByRole('heading', { level: 1, name: '개인정보처리방침' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/privacy');
    },
    180_000,
  );

  it('/privacy is rendered on the server with its version, 시행일 and the configured retention periods', async () => {
    const page = await html('/privacy');
    expect(page).toContain('<h1 id="policy-title" class="policy__title">개인정보처리방침</h1>');
    expect(page).toContain('버전 2');
    expect(page).toContain('시행일 2026년 12월 7일');
    // v2 names who sends the 문자·알림톡 (the first processing v1 promised to announce).
    expect(page).toContain('(주)솔라피');
    expect(page).toContain('날부터 47일');
    expect(page).toContain('가입 신청일부터 31일');
    expect(page).toContain('기록일부터 401일');
    expect(page).toContain('발송 요청일부터 13일');
    expect(page).not.toContain('날부터 365일');
    expect(page).toMatch(/<title>개인정보처리방침 \| /);
    const earlier = await html('/privacy?version=1');
    expect(earlier).toContain('버전 1');
    expect(earlier).toContain('시행일 2026년 12월 1일');
    expect(earlier).not.toContain('(주)솔라피');
    expect(await html('/privacy?version=99')).toContain('찾으시는 버전이 없습니다');
    expect(await html('/terms')).toContain('<h1 id="policy-title" class="policy__title">이용약관</h1>');
  });

  browserTest(
    '학원 정보 saved on the admin screen shows in the next server-rendered / and in the policy',
    async ({ newContext }) => {
      const context = await newContext({ baseURL: own.baseUrl });
      const login = await context.request.post(`${own.baseUrl}/api/auth/login`, {
        data: { email: own.credentials.adminEmail, password: own.credentials.adminPassword },
      });
      expect(login.status()).toBe(200);
      const page = await context.newPage();
      await page.goto('/admin/academy');
      const main = layout(page).main;
      await main.getByLabel('대표자').fill('김새봄');
      await main.getByLabel('학원 등록번호 (교육청)').fill('제2026-17호 (창원교육지원청)');
      await main.getByLabel('사업자등록번호').fill('1234567890');
      await main.getByLabel('보호책임자 성명').fill('박보호');
      await main.getByRole('button', { name: '저장' }).click();
      await page.getByText('학원 정보를 저장했습니다.').first().waitFor();
      // The open page's footer shows the change at once.
      await layout(page).footer.getByText('123-45-67890').waitFor();

      const landing = await html('/');
      expect(landing).toContain('김새봄');
      expect(landing).toContain('123-45-67890');
      expect(landing).toContain('제2026-17호 (창원교육지원청)');
      expect(await html('/privacy')).toContain('성명: 박보호');
      await context.close();
    },
    120_000,
  );

  for (const theme of ['light', 'dark'] as Theme[]) {
    browserTest(
      `screenshots of /privacy, /terms and the footer, ${theme} theme (E2E_SCREENSHOTS_DIR)`,
      async ({ newContext }) => {
        await keepScreenshots(newContext, theme);
      },
      120_000,
    );
  }
});
