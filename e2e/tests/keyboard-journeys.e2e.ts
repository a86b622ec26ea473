import type { Locator, Page } from 'playwright-core';
import { newMemberAccount, signInAsAdmin, signUpViaApi } from '../support/accounts';
import { waitForAdminContent } from '../support/admin-screens';
import { browserSuite } from '../support/browser-test';
import { tabAround, tabStopsIn, tabTo } from '../support/keyboard';
import { layout } from '../support/layout';
import { site } from '../support/site';

const browserTest = browserSuite();

/** Twice around the dialog, forwards and back: every stop is inside it, none is <body>. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const stops = await tabStopsIn(dialog);
  expect(stops).toBeGreaterThan(1);
  const forwards = await tabAround(page, dialog, stops * 2 + 1);
  expect(forwards.filter((stop) => stop.startsWith('OUTSIDE'))).toEqual([]);
  const backwards = await tabAround(page, dialog, stops * 2 + 1, true);
  expect(backwards.filter((stop) => stop.startsWith('OUTSIDE'))).toEqual([]);
}

/** The password field's show/hide control: a button with a Korean name that says its state. */
async function expectPasswordToggle(page: Page, dialog: Locator, field: Locator) {
  const toggle = dialog.getByRole('button', { name: '비밀번호 표시' }).first();
  await tabTo(page, toggle);
  expect(await toggle.evaluate((node) => node.tagName)).toBe('BUTTON');
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  await page.keyboard.press('Space');
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  expect(await field.getAttribute('type')).toBe('text');
  // The control keeps the focus, so a second press hides the password again.
  await page.keyboard.press('Enter');
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  expect(await field.getAttribute('type')).toBe('password');
}

describe('keyboard-only journeys', () => {
  browserTest('Tab through the landing page never stops on the hidden console character', async ({ page }) => {
    await page.goto('/');
    // The hero's call to action comes right after the badge in the Tab order.
    const stops = await tabTo(page, layout(page).main.getByRole('link').first());
    expect(stops.filter((stop) => stop.includes('"문"') || stop === 'body')).toEqual([]);
    expect(
      await page.locator('.hero__badge').evaluate((badge) => badge.querySelectorAll('button, [tabindex]').length),
    ).toBe(0);
  });

  browserTest(
    'logging in through the header dialog with the keyboard alone; Tab never leaves the dialog',
    async ({ context, page }) => {
      const member = newMemberAccount('keys-login');
      await signUpViaApi(context.request, member);
      await page.goto('/');
      const opener = layout(page).header.getByRole('button', { name: '로그인', exact: true });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '로그인' });
      await dialog.waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);

      await expectFocusTrapped(page, dialog);

      const email = dialog.getByLabel('이메일');
      const password = dialog.getByLabel('비밀번호', { exact: true });
      await tabTo(page, email);
      await page.keyboard.type(member.email);
      await page.keyboard.press('Tab');
      expect(await password.evaluate((node) => node === document.activeElement)).toBe(true);
      await page.keyboard.type(member.password);
      await expectPasswordToggle(page, dialog, password);
      await tabTo(page, dialog.getByRole('button', { name: '로그인', exact: true }));
      await page.keyboard.press('Enter');

      await page.getByText('로그인 성공').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await layout(page).header.locator('[aria-haspopup="menu"]').waitFor();
    },
  );

  browserTest(
    'signing up with the keyboard alone: errors are reached, the form is sent, the login dialog follows',
    async ({ page }) => {
      const member = newMemberAccount('keys-signup');
      await page.goto('/');
      await tabTo(page, layout(page).header.getByRole('button', { name: '회원가입', exact: true }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '회원가입' });
      await dialog.waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
      await expectFocusTrapped(page, dialog);

      // Sent empty: the errors show and the keyboard user can still walk the fields.
      await tabTo(page, dialog.getByRole('button', { name: '회원가입', exact: true }));
      await page.keyboard.press('Enter');
      await dialog.getByRole('alert').first().waitFor();

      await tabTo(page, dialog.getByLabel('이메일'));
      await page.keyboard.type(member.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(member.lastName);
      await page.keyboard.press('Tab');
      await page.keyboard.type(member.firstName);
      await page.keyboard.press('Tab');
      const password = dialog.getByLabel('비밀번호', { exact: true });
      expect(await password.evaluate((node) => node === document.activeElement)).toBe(true);
      await page.keyboard.type(member.password);
      await expectPasswordToggle(page, dialog, password);
      await tabTo(page, dialog.getByLabel('비밀번호 확인'));
      await page.keyboard.type(member.password);
      // The consent boxes are ticked with the space bar, as any check box.
      for (const box of ['이용약관에 동의합니다 (필수)', '개인정보 수집·이용에 동의합니다 (필수)']) {
        await tabTo(page, dialog.getByLabel(box));
        await page.keyboard.press('Space');
        expect(await dialog.getByLabel(box).isChecked()).toBe(true);
      }
      await tabTo(page, dialog.getByRole('button', { name: '회원가입', exact: true }));
      await page.keyboard.press('Enter');

      await page.getByText('회원가입 성공').first().waitFor();
      const login = page.getByRole('dialog', { name: '로그인' });
      await login.waitFor();
      expect(await login.getByLabel('이메일').inputValue()).toBe(member.email);
    },
  );

  browserTest(
    'the gallery viewer: opened with Enter, arrows move, Escape closes and gives focus back',
    async ({ page }) => {
      await page.goto('/gallery');
      const second = layout(page)
        .main.getByRole('button', { name: /크게 보기$/ })
        .nth(1);
      await tabTo(page, second);
      await page.keyboard.press('Enter');
      const viewer = page.getByRole('dialog', { name: '사진 크게 보기' });
      await viewer.waitFor();
      await viewer.getByText(/^2 \/ \d+$/).waitFor();
      expect(await viewer.evaluate((node) => node.contains(document.activeElement))).toBe(true);

      await page.keyboard.press('ArrowRight');
      await viewer.getByText(/^3 \/ \d+$/).waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await viewer.getByText(/^1 \/ \d+$/).waitFor();
      await expectFocusTrapped(page, viewer);

      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
      expect(await second.evaluate((node) => node === document.activeElement)).toBe(true);
    },
  );

  browserTest(
    'an admin approves a member from the list with the keyboard; Tab never leaves the confirmation',
    async ({ context, page }) => {
      const member = newMemberAccount('keys-approve');
      await signUpViaApi(context.request, member);
      await signInAsAdmin(context);
      await page.goto(`/admin/members?status=pending&q=${encodeURIComponent(member.email)}`);
      await waitForAdminContent(page);

      const row = page.getByRole('row').filter({ hasText: member.email });
      await tabTo(page, row.getByRole('button', { name: /승인$/ }), 120);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '가입 승인 / 거절' });
      await dialog.waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
      await expectFocusTrapped(page, dialog);

      await tabTo(page, dialog.locator('textarea'));
      await page.keyboard.type('키보드로 승인');
      await tabTo(page, dialog.getByRole('button', { name: '승인', exact: true }));
      await page.keyboard.press('Enter');
      await page.getByText('승인 완료').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const verified = await (
        await context.request.get(site.url(`/api/admin/members?status=verified&q=${encodeURIComponent(member.email)}`))
      ).json();
      expect(verified.items).toEqual([expect.objectContaining({ email: member.email })]);
    },
  );
});
