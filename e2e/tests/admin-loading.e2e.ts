import type { Request } from 'playwright-core';
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

const seenInPage = (page: import('playwright-core').Page) =>
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
});
