import type { Page, Request, Route } from 'playwright-core';
import { signInAsAdmin } from '../support/accounts';
import { browserSuite } from '../support/browser-test';
import { adminSectionNavigation, layout } from '../support/layout';
import { isAntdChunk } from '../../tools/shared-libraries.cjs';

const browserTest = browserSuite();

/**
 * Runs in the page before its scripts: notes whether /login ever showed a password field.
 */
function watchPage() {
  const seen: { passwordField?: boolean } = {};
  (window as unknown as { __seen: typeof seen }).__seen = seen;
  new MutationObserver(() => {
    if (location.pathname === '/login' && document.querySelector('input[type="password"]')) seen.passwordField = true;
  }).observe(document, { childList: true, subtree: true });
}

const seenInPage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: { passwordField?: boolean } }).__seen);

describe('the admin area loads in steps a signed-in ADMIN can see', () => {
  browserTest(
    'a signed-in ADMIN opening /login lands on the dashboard without the login form, or antd, ever loading there',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      await page.addInitScript(watchPage);
      const scriptsAskedOnLogin: Request[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && new URL(page.url()).pathname === '/login')
          scriptsAskedOnLogin.push(request);
      });
      await page.goto('/login');
      await page.waitForURL((url) => url.pathname === '/admin-dashboard');
      await page.getByRole('tab').first().waitFor();
      expect((await seenInPage(page)).passwordField).toBeUndefined();
      const bodies = await Promise.all(
        scriptsAskedOnLogin.map(async (request) => ({
          url: request.url(),
          body: (await (await request.response())?.body())?.toString('utf8') ?? '',
        })),
      );
      expect(bodies.filter(({ url, body }) => isAntdChunk(url, body)).map(({ url }) => url)).toEqual([]);
    },
  );

  browserTest(
    '/admin/members draws the admin menu and the member table, with no remote error',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      await page.addInitScript(watchPage);
      await page.goto('/admin/members');
      await layout(page).main.getByRole('heading', { name: '회원 관리' }).waitFor();
      await layout(page).main.getByRole('table').first().waitFor();
      await adminSectionNavigation(page).waitFor();
      expect(await layout(page).remoteError.count()).toBe(0);
    },
  );

  browserTest(
    'the admin frame (menu and a loading status) is drawn while antd is still on its way',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      let releaseAntd: () => void = () => undefined;
      const antdHeld = new Promise<void>((resolve) => (releaseAntd = resolve));
      // A chunk is known to be antd's only once its body has been read, which may be after the frame
      // is drawn: the test waits for that moment rather than checking a flag too early.
      let markAntdAsked: () => void = () => undefined;
      const antdAsked = new Promise<void>((resolve) => (markAntdAsked = resolve));
      await page.route(/\.[0-9a-f]{8,}\.js$/, async (route) => {
        const response = await route.fetch();
        const body = await response.body();
        if (isAntdChunk(route.request().url(), body.toString('utf8'))) {
          markAntdAsked();
          await antdHeld;
        }
        await route.fulfill({ response, body });
      });
      await page.goto('/admin/members');
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      await menu.getByRole('link', { name: '회원 관리' }).waitFor();
      expect(await menu.getByRole('link', { name: '회원 관리' }).getAttribute('aria-current')).toBe('page');
      await layout(page).main.getByRole('status').filter({ hasText: '불러오는 중' }).first().waitFor();
      await antdAsked;
      // antd asked for and held back: the frame and its loading status are there, the table is not.
      expect(await menu.getByRole('link', { name: '회원 관리' }).count()).toBe(1);
      expect(await layout(page).main.getByRole('table').count()).toBe(0);
      releaseAntd();
      await layout(page).main.getByRole('table').first().waitFor();
      expect(await layout(page).remoteError.count()).toBe(0);
      // The drawn list goes on to fetch its dialogs while idle: a handler still reading one of them
      // when the context closes would fail the test after it has passed.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  );

  browserTest(
    "/admin/members asks for its member lists, its screen's code and antd while the session check is still unanswered",
    async ({ context, page }) => {
      await signInAsAdmin(context);
      const asked = await askedWhileHeld(page, '**/api/auth/user', {
        memberLists: (request) => new URL(request.url()).pathname === '/api/admin/members',
        antd: (request, body) => isAntdChunk(request.url(), body),
      });
      await page.goto('/admin/members');
      expect((await asked.all).sort()).toEqual(['antd', 'memberLists']);
      asked.release();
      await layout(page).main.getByRole('table').first().waitFor();
      await page.waitForLoadState('networkidle');
      // The screen took the answers asked for ahead of it, each asked for once: the open tab's first
      // page, and one row of each other tab for its count.
      const lists = asked.requests.filter((url) => new URL(url).pathname === '/api/admin/members');
      expect(lists.map((url) => new URL(url).search).sort()).toEqual([
        '?status=all&pageSize=1',
        '?status=pending&sort=createdAt&order=desc&page=1&pageSize=20',
        '?status=rejected&pageSize=1',
        '?status=verified&pageSize=1',
      ]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  );

  browserTest(
    "/admin/members asks for its screen's code, antd and its member lists while the admin section's module is still on its way",
    async ({ context, page }) => {
      await signInAsAdmin(context);
      // The page the server sends names them; without that they wait for the section's module to run.
      const asked = await askedWhileHeld(page, '**/remotes/admin/__federation_expose_AdminSection*.js', {
        antd: (request, body) => isAntdChunk(request.url(), body),
        screen: (_, body) => body.includes('가입 요청을 승인하거나 거절하고'),
        memberLists: (request) => new URL(request.url()).pathname === '/api/admin/members',
      });
      await page.goto('/admin/members');
      expect((await asked.all).sort()).toEqual(['antd', 'memberLists', 'screen']);
      asked.release();
      await layout(page).main.getByRole('table').first().waitFor();
      expect(await layout(page).remoteError.count()).toBe(0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  );

  browserTest(
    "/admin/analytics asks for its chart's code beside the report, not once the report's days have arrived",
    async ({ context, page }) => {
      await signInAsAdmin(context);
      const asked = await askedWhileHeld(page, '**/api/admin/analytics/daily?*', {
        chart: (_, body) => body.includes('Canvas is already in use'),
      });
      await page.goto('/admin/analytics');
      await expect(asked.all).resolves.toEqual(['chart']);
      asked.release();
      await page.getByTestId('analytics-summary').waitFor();
      expect(asked.requests.filter((url) => url.includes('/api/admin/analytics/daily'))).toHaveLength(1);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  );
});

type Watch = (request: Request, body: string) => boolean;

/**
 * Holds back the answers to `held` until every watched request has been sent (scripts are told
 * apart by their bodies), or 20 s have passed: `all` resolves with the names seen, in order.
 * Without the page asking ahead, a watched request would wait for the held answer: `all` times out.
 */
async function askedWhileHeld(page: Page, held: string, watched: Record<string, Watch>) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen: string[] = [];
  const requests: string[] = [];
  let allSeen: (names: string[]) => void = () => undefined;
  let timer: NodeJS.Timeout | undefined;
  const all = new Promise<string[]>((resolve, reject) => {
    allSeen = (names) => {
      clearTimeout(timer);
      resolve(names);
    };
    timer = setTimeout(
      () => reject(new Error(`still waiting for ${Object.keys(watched).join(', ')}; saw ${seen.join(', ')}`)),
      20_000,
    );
  });
  await page.route(held, async (route: Route) => {
    await released;
    await route.continue();
  });
  page.on('request', (request) => {
    requests.push(request.url());
    void (async () => {
      // A response still arriving when the test closes its page is no longer of interest.
      const body =
        request.resourceType() === 'script'
          ? await request
              .response()
              .then((response) => response?.text() ?? '')
              .catch(() => '')
          : '';
      for (const [name, test] of Object.entries(watched)) {
        if (!seen.includes(name) && test(request, body)) seen.push(name);
      }
      if (seen.length === Object.keys(watched).length) allSeen([...seen]);
    })();
  });
  return { all, release, requests };
}
