import type { Page } from 'playwright-core';
import { signInAsNewMember } from '../support/accounts';
import { browserSuite } from '../support/browser-test';
import { layout } from '../support/layout';
import { site } from '../support/site';

const browserTest = browserSuite();

/** Everything the browser reports as a problem while a page loads and hydrates. */
function recordProblems(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** Waits until React has taken over the server's HTML (the shell marks <html data-app-ready>). */
async function hydrated(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** The API reads a page made after it loaded (it should make none: the answers came with it). */
function recordPublicReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(programs|gallery|courses|notices|site)/.test(pathname)) reads.push(pathname);
  });
  return reads;
}

describe('server-rendered pages hydrate in the browser', () => {
  const PAGES = [
    '/',
    '/about',
    '/courses',
    '/gallery',
    '/notices',
    '/notices/:first',
    '/program/middle-school',
    '/consultation',
    '/privacy',
    '/terms',
  ];

  for (const pathname of PAGES) {
    browserTest(
      `${pathname} hydrates without a mismatch or a console error, and does not fetch its data again`,
      async ({ page }) => {
        const problems = recordProblems(page);
        const reads = recordPublicReads(page);
        // ':first' is the newest public notice of the demo content.
        const first = async () =>
          ((await (await fetch(site.url('/api/notices'))).json()) as Array<{ id: string }>)[0]!.id;
        await page.goto(pathname.endsWith(':first') ? pathname.replace(':first', await first()) : pathname);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
        expect(reads).toEqual([]);
        expect(await layout(page).main.getByRole('heading', { level: 1 }).count()).toBe(1);
      },
    );
  }

  browserTest(
    "a visitor's page does not ask who is signed in; a member's page shows the member's menu once hydrated",
    async ({ context, page }) => {
      const sessionQuestions: string[] = [];
      page.on(
        'request',
        (request) => new URL(request.url()).pathname === '/api/auth/user' && sessionQuestions.push(request.url()),
      );
      const problems = recordProblems(page);
      await page.goto('/');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await layout(page).header.getByRole('button', { name: '로그인' }).waitFor();
      expect(sessionQuestions).toEqual([]);

      const member = await signInAsNewMember(context, 'hydration');
      await page.goto('/');
      await hydrated(page);
      await layout(page).header.getByText(member.firstName).waitFor();
      expect(sessionQuestions).toHaveLength(1);
      expect(problems).toEqual([]);
    },
  );

  browserTest(
    'a visitor with the dark theme stored hydrates without a mismatch, and gets the dark toggle',
    async ({ context, page }) => {
      await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
      const problems = recordProblems(page);
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('button', { name: '라이트 모드로 전환' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(problems).toEqual([]);
    },
  );

  browserTest('the unknown-path page (404) hydrates too', async ({ page }) => {
    const problems = recordProblems(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    // The document's own 404 is reported as a failed resource: that one is expected.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    await layout(page).main.getByRole('link', { name: '홈으로 돌아가기' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('a server-rendered page asks for the scripts it starts with itself', () => {
  for (const pathname of ['/', '/program/middle-school']) {
    browserTest(
      `${pathname}: every script loaded before hydration is asked for by the page, none by another script, and every preload is used`,
      async ({ context, page }) => {
        const problems = recordProblems(page);
        // Who asked for each script: the page (its HTML or its inline start script) or a script file.
        const askedBy = new Map<string, string>();
        const cdp = await context.newCDPSession(page);
        cdp.on('Network.requestWillBeSent', ({ request, type, initiator }) => {
          if (type !== 'Script' || askedBy.has(request.url)) return;
          const frames = initiator.stack?.callFrames ?? [];
          askedBy.set(request.url, frames.length ? frames[frames.length - 1]!.url : (initiator.url ?? initiator.type));
        });
        await cdp.send('Network.enable');
        await page.goto(pathname);
        await hydrated(page);
        const pageUrl = page.url();
        const scripts = [...askedBy.entries()];
        // main.js, the remote's entry, the shell's bootstrap, React DOM, the router and the page's own
        // chunks: none learnt of a round trip late, when the script before it had run.
        expect(scripts.filter(([, by]) => by !== pageUrl)).toEqual([]);
        expect(scripts.length).toBeGreaterThan(4);
        // Chromium warns about a preload nothing used within a few seconds of the load event.
        await page.waitForTimeout(3500);
        expect(problems).toEqual([]);
      },
    );
  }
});

describe('the landing page still works after hydration', () => {
  browserTest('the gallery viewer opens, steps through the pictures and closes', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const gallery = page.locator('#gallery');
    await gallery
      .getByRole('button', { name: /크게 보기$/ })
      .first()
      .click();
    const viewer = page.getByRole('dialog', { name: '사진 크게 보기' });
    await viewer.waitFor();
    await viewer.getByText('1 / 7').waitFor();
    await viewer.getByRole('button', { name: '다음 사진' }).click();
    await viewer.getByText('2 / 7').waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
  });

  browserTest('the hidden console login opens its dialog and the header opens the login dialog', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.locator('.hero__badge').getByText('문', { exact: true }).click();
    const consoleDialog = page.getByRole('dialog', { name: '관리자 인증' });
    await consoleDialog.waitFor();
    await consoleDialog.getByRole('button', { name: '취소' }).click();
    await consoleDialog.waitFor({ state: 'hidden' });
    await layout(page).header.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('dialog', { name: '로그인' }).waitFor();
  });

  browserTest("on a phone the header's menu opens, and its 회원가입 opens the sign-up dialog", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await hydrated(page);
    await layout(page).header.getByRole('button', { name: '메뉴 열기' }).click();
    const menu = page.getByRole('navigation', { name: '모바일 메뉴' });
    await menu.getByRole('button', { name: '회원가입' }).click();
    await page.getByRole('dialog', { name: '회원가입' }).waitFor();
    // The dialog closes the menu it would sit over.
    await menu.waitFor({ state: 'detached' });
  });

  browserTest('the theme toggle switches the theme and remembers it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: '다크 모드로 전환' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  browserTest('a header link to a section scrolls to it, and a hash in the address does too', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await layout(page).header.getByRole('link', { name: '갤러리' }).click();
    await page.waitForURL((url) => url.hash === '#gallery');
    await page.waitForFunction(() => Math.abs(document.getElementById('gallery')!.getBoundingClientRect().top) < 120);

    await page.goto(site.url('/#contact'));
    await hydrated(page);
    await page.waitForFunction(() => Math.abs(document.getElementById('contact')!.getBoundingClientRect().top) < 120);
  });
});
