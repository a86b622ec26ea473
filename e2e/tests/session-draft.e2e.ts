import { randomBytes } from 'crypto';
import type { Page } from 'playwright-core';
import { crudMessages, MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { signInAsAdmin } from '../support/accounts';
import { waitForAdminContent } from '../support/admin-screens';
import { browserSuite } from '../support/browser-test';
import { layout } from '../support/layout';
import { site } from '../support/site';

const browserTest = browserSuite();

const NOTICE = crudMessages('공지사항');
const BODY = '세션이 끝나도 사라지지 않아야 하는 본문입니다.\n둘째 줄도 그대로입니다.';

/** The session drafts this tab keeps (remote-admin/src/lib/session-draft.ts). */
const storedDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('academy:draft:')));

describe('session drafts', () => {
  browserTest(
    'a notice written while the session ends: /login says so with no native dialog, and after the login the form is back with it and saves',
    async ({ context, page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await signInAsAdmin(context);
      await page.goto('/admin/notices');
      await waitForAdminContent(page);
      await page.getByRole('button', { name: /공지사항 추가/ }).click();
      const form = page.getByRole('dialog', { name: '공지사항 추가' });
      const title = `세션 초안 ${randomBytes(3).toString('hex')}`;
      await form.getByLabel('제목').fill(title);
      await form.getByLabel('내용').fill(BODY);

      // The session ends (its cookie gone) while the admin is still writing.
      await context.clearCookies();
      await form.getByRole('button', { name: '추가', exact: true }).click();

      await page.waitForURL((url) => url.pathname === '/login');
      const url = new URL(page.url());
      expect(url.searchParams.get('next')).toBe('/admin/notices');
      expect(url.searchParams.get('expired')).toBe('1');
      const { main } = layout(page);
      await main.getByRole('status').filter({ hasText: MESSAGES.auth.sessionExpired }).waitFor();
      expect(await storedDrafts(page)).toEqual(['academy:draft:/admin/notices|notice|new']);

      await main.getByLabel('이메일').fill(site.admin.email);
      await main.getByLabel('비밀번호', { exact: true }).fill(site.admin.password);
      await main.getByRole('button', { name: '로그인', exact: true }).click();

      // Back on the same screen, the dialog open again with what was typed and the notice.
      await page.waitForURL((next) => next.pathname === '/admin/notices');
      const restored = page.getByRole('dialog', { name: '공지사항 추가' });
      await restored.getByText(ADMIN_MESSAGES.admin.draftRestored).waitFor();
      expect(await restored.getByLabel('제목').inputValue()).toBe(title);
      expect(await restored.getByLabel('내용').inputValue()).toBe(BODY);
      // Given back once: nothing waits in the tab any more.
      expect(await storedDrafts(page)).toEqual([]);

      await restored.getByRole('button', { name: '추가', exact: true }).click();
      await page.getByText(NOTICE.createdTitle).first().waitFor();
      await restored.waitFor({ state: 'hidden' });
      const notices = (await (await context.request.get(site.url('/api/admin/notices'))).json()) as {
        title: string;
        body: string;
      }[];
      expect(notices.filter((notice) => notice.title === title)).toEqual([
        expect.objectContaining({ title, body: BODY }),
      ]);
      expect(dialogs).toEqual([]);
    },
    90_000,
  );
});
