import type { Page } from 'playwright-core';
import { newMemberAccount, signUpViaApi } from '../support/accounts';
import { animationsDone, waitForAdminContent } from '../support/admin-screens';
import { signInOnLoginPage } from '../support/auth-ui';
import { browserSuite } from '../support/browser-test';
import { expectAbsent, layout } from '../support/layout';
import { site } from '../support/site';

const browserTest = browserSuite();

/** The open antd dialog (confirmation or the temporary-password window) whose text includes `text`. */
const dialogWith = (page: Page, text: string) =>
  page.getByRole('dialog').filter({ hasText: text }).filter({ visible: true }).last();

describe('password reset journey (issue 10)', () => {
  browserTest(
    'the admin resets a member’s password in /admin/members and reads it off the dialog; the member signs in with it, must set a new one, reaches /members; /admin/audit shows what the admin did',
    async ({ page: admin, newContext }) => {
      // A member who signed up and whose account the admin approves on /admin/members.
      const member = newMemberAccount('reset');
      const memberContext = await newContext();
      await signUpViaApi(memberContext.request, member);

      await signInOnLoginPage(admin, site.admin.email, site.admin.password);
      await admin.waitForURL((url) => url.pathname === '/admin-dashboard');
      await admin.goto(`/admin/members?status=pending&q=${encodeURIComponent(member.email)}`);
      await waitForAdminContent(admin);
      const row = admin.getByRole('row').filter({ hasText: member.email });
      await row.getByRole('button', { name: /(^|\s)승인$/ }).click();
      const approval = admin.getByRole('dialog').filter({ visible: true }).last();
      await approval.waitFor();
      await animationsDone(admin);
      await approval
        .getByRole('button', { name: /^승인$/ })
        .last()
        .click();
      await admin.getByText('승인 완료').first().waitFor();

      // The reset: a row action, a confirmation, then the temporary password shown once.
      await admin.goto(`/admin/members?status=verified&q=${encodeURIComponent(member.email)}`);
      await waitForAdminContent(admin);
      await admin
        .getByRole('row')
        .filter({ hasText: member.email })
        .getByRole('button', { name: /비밀번호 초기화$/ })
        .click();
      const confirmation = dialogWith(admin, '회원의 비밀번호를 초기화하시겠습니까');
      await confirmation.waitFor();
      await animationsDone(admin);
      await confirmation.getByRole('button', { name: '비밀번호 초기화' }).click();
      const shown = dialogWith(admin, '임시 비밀번호');
      const code = shown.getByTestId('temporary-password');
      await code.waitFor();
      const temporary = (await code.textContent())?.trim() ?? '';
      expect(temporary).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
      // Headless Chromium may refuse the clipboard: either outcome is said in the dialog.
      await shown.getByRole('button', { name: /복사/ }).click();
      await shown.getByText(/임시 비밀번호를 복사했습니다|직접 선택해 복사해주세요/).waitFor();
      await shown.getByRole('button', { name: '확인' }).click();
      await shown.waitFor({ state: 'hidden' });
      await expectAbsent(admin.getByText(temporary));

      // The member: the old password is refused, the temporary one lets them in — to the change screen only.
      const page = await memberContext.newPage();
      await page.goto('/login');
      const { main } = layout(page);
      await main.getByLabel('이메일').fill(member.email);
      await main.getByLabel('비밀번호', { exact: true }).fill(member.password);
      await main.getByRole('button', { name: '로그인', exact: true }).click();
      await page.getByText('이메일 또는 비밀번호가 올바르지 않습니다.').first().waitFor();

      await signInOnLoginPage(page, member.email, temporary);
      const heading = page.getByRole('heading', { level: 1, name: '새 비밀번호 설정' });
      await heading.waitFor();
      // The login page moves on after its 500 ms; the change screen stays whatever the path.
      await page.waitForURL((url) => url.pathname === '/');
      await heading.waitFor();
      await page.goto('/videos');
      await heading.waitFor();
      expect(await page.evaluate(() => fetch('/api/videos', { credentials: 'include' }).then((r) => r.status))).toBe(
        403,
      );
      await page.goto('/');
      await heading.waitFor();

      // The site header stays, with nothing to follow but its logout.
      const header = page.getByRole('banner');
      expect(await header.getByRole('link').count()).toBe(0);
      expect(await header.getByRole('button').allTextContents()).toEqual(['로그아웃']);
      await page.getByText('관리자가 알려준 임시 비밀번호를 입력하세요.').waitFor();
      await page.getByLabel('임시 비밀번호').fill(temporary);
      await page.getByLabel('새 비밀번호', { exact: true }).fill('my-own-password-1');
      await page.getByLabel('새 비밀번호 확인').fill('my-own-password-1');
      await page.getByRole('button', { name: '새 비밀번호로 계속하기' }).click();
      await page.waitForURL((url) => url.pathname === '/members');
      await layout(page).main.getByRole('heading').first().waitFor();
      await expectAbsent(heading);
      expect(await page.evaluate(() => fetch('/api/videos', { credentials: 'include' }).then((r) => r.status))).toBe(
        200,
      );

      // The admin sees both of their actions about this member, who did them and from where (the
      // member's own consents at sign-up are listed too, by the member).
      await admin.goto(`/admin/audit?q=${encodeURIComponent(member.email)}`);
      await waitForAdminContent(admin);
      const rows = admin.getByRole('row').filter({ hasText: member.email }).filter({ hasText: site.admin.email });
      await rows.first().waitFor();
      const texts = await rows.allTextContents();
      expect(texts).toHaveLength(2);
      expect(texts[0]).toContain('비밀번호 초기화');
      expect(texts[1]).toContain('회원 승인');
      expect(texts.join('\n')).not.toContain(temporary);
      // The row links to the member, whose history lists the same.
      await rows
        .first()
        .getByRole('link', { name: /회원 보기/ })
        .click();
      await admin.waitForURL((url) => url.pathname === '/admin/members' && url.searchParams.has('member'));
      const drawer = admin.getByRole('dialog').filter({ hasText: '회원 기록' });
      await drawer.getByText('비밀번호 초기화').first().waitFor();
      await drawer.getByText('회원 승인').first().waitFor();

      // The admin's own login is there too, and the new password works where the temporary one no longer does.
      await admin.goto('/admin/audit?action=ADMIN_LOGIN');
      await waitForAdminContent(admin);
      await admin.getByRole('row').filter({ hasText: '관리자 계정으로 로그인' }).first().waitFor();
      const relogin = await (
        await newContext()
      ).request.post(site.url('/api/auth/login'), { data: { email: member.email, password: temporary } });
      expect(relogin.status()).toBe(401);
    },
    120_000,
  );
});
