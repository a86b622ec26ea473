import type { BrowserContext } from 'playwright-core';
import { signInAsAdmin } from '../support/accounts';
import { browserSuite } from '../support/browser-test';
import { adminSectionNavigation, expectAbsent, layout, waitForSitePage } from '../support/layout';

const browserTest = browserSuite();

const ADMIN_REMOTE_FILES = '**/remotes/admin/**';

/** Every request for the admin remote's files fails, as if its server were down. */
async function blockAdminRemote(context: BrowserContext) {
  const blocked: string[] = [];
  await context.route(ADMIN_REMOTE_FILES, async (route) => {
    blocked.push(route.request().url());
    await route.abort('connectionrefused');
  });
  return blocked;
}

describe('a dead remote only blanks its own area', () => {
  browserTest(
    'with the admin remote down, / still renders header, landing content and footer',
    async ({ context, page }) => {
      await blockAdminRemote(context);
      await page.goto('/');
      await waitForSitePage(page);
      const { header, main, footer, remoteError } = layout(page);
      expect(await header.getByRole('link', { name: /홈/ }).first().isVisible()).toBe(true);
      expect((await main.innerText()).trim().length).toBeGreaterThan(0);
      expect(await footer.isVisible()).toBe(true);
      await expectAbsent(remoteError);
    },
  );

  browserTest(
    '/admin shows the Korean error with a retry inside the layout, and the retry loads it once the remote is back',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      const blocked = await blockAdminRemote(context);
      await page.goto('/admin');

      const { header, main, footer, remoteError } = layout(page);
      await remoteError.getByRole('heading', { name: '화면을 불러오지 못했습니다.' }).waitFor();
      expect(blocked.some((url) => url.endsWith('/remotes/admin/remoteEntry.js'))).toBe(true);
      expect(await header.isVisible()).toBe(true);
      expect(await footer.isVisible()).toBe(true);
      await expectAbsent(main.getByText('회원 관리'));

      await context.unroute(ADMIN_REMOTE_FILES);
      await remoteError.getByRole('button', { name: '다시 시도' }).click();
      await adminSectionNavigation(page).waitFor();
      await expectAbsent(remoteError);
      expect(new URL(page.url()).pathname).toBe('/admin');
    },
  );
});
