import type { Locator, Page } from 'playwright-core';
import { newMemberAccount } from '../support/accounts';
import { animationsDone } from '../support/admin-screens';
import {
  chooseInUserMenu,
  signInOnLoginPage,
  signInThroughHeaderDialog,
  signUpThroughHeaderDialog,
} from '../support/auth-ui';
import { browserSuite } from '../support/browser-test';
import { layout, waitForSitePage } from '../support/layout';
import { site } from '../support/site';

const browserTest = browserSuite();

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

/** Opens a path with a full page load and waits until the app has settled on wherever it ends up. */
async function openPage(page: Page, pathname: string) {
  await page.goto(pathname);
  await waitForSitePage(page);
}

/** The members table's row for one e-mail, switching the status filter to `filter` when the row is not listed. */
async function memberRow(admin: Page, email: string, filter: RegExp): Promise<Locator> {
  const row = admin.getByRole('row').filter({ hasText: email });
  await layout(admin).main.getByRole('table').first().waitFor();
  if (!(await row.isVisible())) {
    const control = admin
      .getByRole('tab', { name: filter })
      .or(admin.getByRole('radio', { name: filter }))
      .first();
    await control.click();
  }
  await row.waitFor();
  return row;
}

/** Confirms the approve dialog or revoke confirmation that an action button opened. */
async function confirmAction(admin: Page, name: RegExp) {
  const confirmation = admin.getByRole('dialog').or(admin.getByRole('tooltip')).filter({ visible: true }).last();
  await confirmation.waitFor();
  await animationsDone(admin);
  await confirmation.getByRole('button', { name }).last().click();
}

describe('member journey (issue 3): sign-up, approval, access, revocation', () => {
  browserTest(
    'a visitor signs up, waits for approval, gets in once an admin approves and is sent away once revoked',
    async ({ page, newContext }) => {
      const member = newMemberAccount('journey');
      const { header, main } = layout(page);

      // A visitor signs up and logs in from the header.
      await openPage(page, '/');
      await signUpThroughHeaderDialog(page, member);
      await signInThroughHeaderDialog(page, member.email, member.password);
      await header.getByText('승인 대기').waitFor();

      // They see that they are waiting for approval, and cannot watch videos yet.
      await chooseInUserMenu(page, '내 계정');
      await page.waitForURL((url) => url.pathname === '/account');
      await main.getByText(member.email).first().waitFor();
      await main.getByText('승인 대기').first().waitFor();
      await openPage(page, '/videos');
      expect(pathnameOf(page)).toBe('/account');

      // An administrator, in another browser, signs in through the UI and approves them.
      const admin = await (await newContext()).newPage();
      await signInOnLoginPage(admin, site.admin.email, site.admin.password);
      await admin.waitForURL((url) => url.pathname === '/admin-dashboard');
      await admin.goto('/admin/members');
      const pendingRow = await memberRow(admin, member.email, /승인 대기/);
      // Row buttons may name their member ("김민수 승인"): match the action at the end.
      await pendingRow.getByRole('button', { name: /(^|\s)승인$/ }).click();
      await confirmAction(admin, /^(확인|승인|승인하기)$/);
      await admin.getByText('승인 완료').first().waitFor();

      // The member, still signed in, reloads and is let in.
      await page.reload();
      await header.getByText('인증 회원').waitFor();
      await openPage(page, '/members');
      expect(pathnameOf(page)).toBe('/members');
      await openPage(page, '/videos');
      expect(pathnameOf(page)).toBe('/videos');
      await main
        .getByRole('heading', { name: /동영상/ })
        .first()
        .waitFor();

      // The administrator revokes the approval …
      await admin.reload();
      const verifiedRow = await memberRow(admin, member.email, /인증 회원/);
      await verifiedRow.getByRole('button', { name: /승인 취소/ }).click();
      await confirmAction(admin, /^(확인|예|승인 취소)$/);
      await verifiedRow.getByText('인증 회원').waitFor({ state: 'detached' });

      // … and the member's next visit to /videos sends them away.
      await openPage(page, '/videos');
      expect(pathnameOf(page)).not.toBe('/videos');
      await header.getByText('승인 대기').waitFor();
    },
    120_000,
  );
});
