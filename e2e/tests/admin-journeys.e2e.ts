import type { Locator, Page } from 'playwright-core';
import { newMemberAccount, signInAsAdmin, signUpViaApi } from '../support/accounts';
import { animationsDone, waitForAdminContent } from '../support/admin-screens';
import { axeViolations, describeViolations, filterNodes } from '../support/axe';
import { browserSuite } from '../support/browser-test';
import { site, SITE_ENV } from '../support/site';
import { expectAbsent, layout } from '../support/layout';

const browserTest = browserSuite();

const SESSION_EXPIRED = '세션이 만료되었습니다. 다시 로그인해주세요.';

/** Presses Tab until `target` has focus (at most `limit` times); fails when it never does. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** What has keyboard focus, described for an assertion message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const node = document.activeElement;
    if (!node || node === document.body) return 'body';
    return `${node.tagName.toLowerCase()}[${node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? ''}]${node.closest('main, [data-remote]') ? ' in page' : ''}`;
  });

/** Counts native dialogs (alert and the like), accepting each: none should come. */
function countAlerts(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

describe('admin journeys', () => {
  browserTest(
    'approving a member with the keyboard alone: Tab to the row, Enter, memo, confirm; focus stays in the list',
    async ({ context, page }) => {
      const member = newMemberAccount('keyboard');
      await signUpViaApi(context.request, member);
      await signInAsAdmin(context);
      await page.goto(`/admin/members?status=pending&q=${encodeURIComponent(member.email)}`);
      await waitForAdminContent(page);

      const name = `${member.lastName}${member.firstName}`;
      const row = page.getByRole('row').filter({ hasText: member.email });
      await tabTo(page, row.getByRole('button', { name: /승인$/ }));
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog', { name: '가입 승인 / 거절' });
      await dialog.waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
      await waitForAdminContent(page);
      const own = filterNodes(await axeViolations(page), (node) => !node.shell);
      expect(describeViolations(own)).toBe('');

      await page.keyboard.type('키보드로 확인');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toContain('취소');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toContain('승인');
      await page.keyboard.press('Enter');

      await page.getByText('승인 완료').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await row.waitFor({ state: 'detached' });
      // Focus is back in the list (the next pending member's action, or the tab), never lost to the page.
      await page.waitForFunction(
        () => document.activeElement !== document.body && document.activeElement?.closest('main') !== null,
      );
      expect(await focused(page)).toMatch(/in page$/);

      const verified = await (
        await context.request.get(site.url(`/api/admin/members?status=verified&q=${encodeURIComponent(member.email)}`))
      ).json();
      expect(verified.items).toEqual([
        expect.objectContaining({
          email: member.email,
          latestApproval: expect.objectContaining({ status: 'APPROVED', memo: '키보드로 확인' }),
        }),
      ]);
      expect(name.length).toBeGreaterThan(0);
    },
  );

  browserTest(
    "승인 / 거절 처리 finds a waiting member through the server's search and approves them",
    async ({ context, page }) => {
      const member = newMemberAccount('picker');
      await signUpViaApi(context.request, member);
      await signInAsAdmin(context);
      await page.goto('/admin/members');
      await waitForAdminContent(page);
      await page.getByRole('button', { name: '승인 / 거절 처리' }).click();
      const dialog = page.getByRole('dialog', { name: '가입 승인 / 거절' });
      await dialog.waitFor();

      // The picker holds no list of its own: what the admin types is asked of the server.
      const searched = page.waitForRequest((request) => {
        const url = new URL(request.url());
        return url.pathname === '/api/admin/members' && url.searchParams.get('q') === member.email;
      });
      await dialog.getByRole('combobox', { name: '회원' }).fill(member.email);
      const query = new URL((await searched).url()).searchParams;
      expect(Object.fromEntries(query)).toEqual({ status: 'all', q: member.email, role: 'PENDING', pageSize: '20' });
      const option = page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .getByTitle(`${member.lastName}${member.firstName} (${member.email})`, { exact: true });
      await option.waitFor();
      await animationsDone(page);
      await option.click();
      await dialog.getByRole('button', { name: '승인', exact: true }).click();
      await page.getByText('승인 완료').first().waitFor();

      const verified = await (
        await context.request.get(site.url(`/api/admin/members?status=verified&q=${encodeURIComponent(member.email)}`))
      ).json();
      expect(verified.items).toEqual([expect.objectContaining({ email: member.email })]);
    },
  );

  browserTest(
    'a 401 from the member lists while the session is alive: no alert, no trip to /login, the error with a retry',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      const alerts = countAlerts(page);
      await page.route(
        (url) => url.pathname === '/api/admin/members',
        (route) =>
          route.fulfill({
            status: 401,
            json: { ok: false, statusCode: 401, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' },
          }),
      );
      await page.goto('/admin/members');
      // The error reaches the screen only after the session was checked and found open (the old
      // loop alerted and left for /login?next at that point instead), for all four lists at once.
      await page.getByText('회원 목록을 불러오지 못했습니다.').waitFor();
      await page.getByRole('button', { name: '다시 시도' }).first().waitFor();
      expect(alerts).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/admin/members');
    },
  );

  browserTest(
    'a session that really ended: no alert for the four lists, /login says the session expired and stays put',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      const alerts = countAlerts(page);
      await page.goto('/admin/members');
      await waitForAdminContent(page);
      await context.clearCookies();
      await page.getByRole('searchbox', { name: '회원 검색' }).fill('누구든');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/login');
      const url = new URL(page.url());
      expect(url.searchParams.get('next')).toBe('/admin/members?q=%EB%88%84%EA%B5%AC%EB%93%A0');
      expect(url.searchParams.get('expired')).toBe('1');
      // /login shows its form only once it has read the (ended) session and decided to stay.
      const { main } = layout(page);
      await main.getByLabel('이메일').waitFor();
      await main.getByRole('status').filter({ hasText: SESSION_EXPIRED }).waitFor();
      expect(alerts).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/login');
    },
  );

  browserTest(
    '/simple-admin asks a signed-in ADMIN for the console password; /_superadmin does not',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      await page.goto('/_superadmin');
      await page.getByRole('tab', { name: '가입 승인' }).waitFor();
      await expectAbsent(page.getByLabel('관리자 비밀번호'));

      await page.goto('/simple-admin');
      await page.getByLabel('관리자 비밀번호').fill(process.env[SITE_ENV.consolePassword] ?? '');
      await page.keyboard.press('Enter');
      await page.getByRole('tab', { name: /^회원/ }).waitFor();
    },
  );

  browserTest('a toast never covers the switch it reports on', async ({ context, page }) => {
    await signInAsAdmin(context);
    await page.goto('/_superadmin');
    await page.getByRole('tab', { name: '갤러리' }).click();
    const switches = page.getByRole('switch');
    await switches.first().waitFor();
    // The last switch, scrolled to the bottom of the window: right where a toast appears by default.
    const toggle = switches.last();
    await toggle.evaluate((node) => node.scrollIntoView({ block: 'end' }));
    await toggle.click();
    const toast = page.locator('.toast');
    await toast.filter({ hasText: '변경 완료' }).waitFor();
    const [toastBox, toggleBox] = await Promise.all([toast.boundingBox(), toggle.boundingBox()]);
    const overlap =
      toastBox!.x < toggleBox!.x + toggleBox!.width &&
      toggleBox!.x < toastBox!.x + toastBox!.width &&
      toastBox!.y < toggleBox!.y + toggleBox!.height &&
      toggleBox!.y < toastBox!.y + toastBox!.height;
    expect({ toast: toastBox, toggle: toggleBox, overlap }).toEqual(expect.objectContaining({ overlap: false }));
    // Put it back for the other suites.
    await toggle.click();
  });
});
