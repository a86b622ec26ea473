import * as fs from 'fs';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { newMemberAccount, signInAsAdmin, signInViaApi } from '../support/accounts';
import { animationsDone, pageSettled, useTheme, waitForAdminContent, type Theme } from '../support/admin-screens';
import { fillSignupForm } from '../support/auth-ui';
import { layout } from '../support/layout';
import { axeViolations, describeViolations, filterNodes } from '../support/axe';
import { browserSuite } from '../support/browser-test';
import { site } from '../support/site';

const browserTest = browserSuite();

// Set E2E_SCREENSHOTS_DIR to keep a screenshot of each screen checked here (not part of the repository).
const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR;
// Each theme and each width once: contrast depends on the theme, layout on the width.
const VARIANTS: { theme: Theme; width: number }[] = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 390 },
];
const GUARDIAN = { name: '김영희', phone: '010-9876-5432' };

async function keep(page: Page, name: string) {
  if (!SCREENSHOTS_DIR) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: !name.includes('dialog') });
}

/** The shell's header and footer and antd's tab bar have suites of their own (see account-security). */
async function ownViolations(page: Page, label: string): Promise<string> {
  const own = filterNodes(await axeViolations(page, { exclude: ['.ant-tabs-nav'] }), (node) => !node.shell);
  return own.length ? `${label}\n${describeViolations(own)}` : '';
}

describe('issue 29: consent at sign-up, the guardian in the approval dialog, leaving', () => {
  for (const { theme, width } of VARIANTS) {
    browserTest(
      `at ${width} px, ${theme}: a 13-year-old signs up with a guardian, staff see the guardian before approving, the member leaves; no axe violation`,
      async ({ newContext }) => {
        const options = {
          viewport: { width, height: 900 },
          ...(width < 500 ? { isMobile: true, hasTouch: true } : {}),
        };
        const problems: string[] = [];
        const check = async (page: Page, name: string) => {
          await pageSettled(page);
          problems.push(await ownViolations(page, `${name} ${width} ${theme}`));
          await keep(page, `${name}-${width}-${theme}`);
        };
        const member = newMemberAccount(`child-${width}-${theme}`);

        // The sign-up dialog: the consents, then 만 14세 미만 opens the guardian's fields.
        const visitorContext = await newContext(options);
        await useTheme(visitorContext, theme);
        const visitor = await visitorContext.newPage();
        // /login's sign-up card: the same form as the header's dialog, at every width.
        await visitor.goto('/login');
        const dialog = layout(visitor).main;
        await dialog.getByText('회원가입', { exact: true }).click();
        await fillSignupForm(dialog, member);
        await check(visitor, 'signup-form');
        await dialog.getByLabel('만 14세 미만입니다').check();
        await dialog.getByRole('button', { name: '회원가입', exact: true }).click();
        await dialog.getByText('법정대리인 이름을 입력해주세요').waitFor();
        await dialog.getByText('만 14세 미만은 법정대리인의 동의가 필요합니다').waitFor();
        await check(visitor, 'signup-form-guardian-errors');
        await dialog.getByLabel('법정대리인 이름').fill(GUARDIAN.name);
        await dialog.getByLabel('법정대리인 연락처').fill('010 9876 5432');
        await dialog.getByLabel('법정대리인으로서 위 개인정보 수집·이용에 동의합니다 (필수)').check();
        await dialog.getByRole('button', { name: '회원가입', exact: true }).click();
        await visitor.getByText('회원가입 성공').first().waitFor();

        // Staff open the approval dialog: the guardian's name and number are there to call.
        const adminContext = await newContext(options);
        await useTheme(adminContext, theme);
        await signInAsAdmin(adminContext);
        const admin = await adminContext.newPage();
        await admin.goto(`/admin/members?status=pending&q=${encodeURIComponent(member.email)}`);
        await waitForAdminContent(admin);
        // The search leaves this member alone: a table row at 1280 px, a card on a phone.
        await layout(admin)
          .main.getByRole('button', { name: `${member.lastName}${member.firstName} 승인`, exact: true })
          .click();
        const approval = admin.getByRole('dialog', { name: '가입 승인 / 거절' });
        await approval.getByText(GUARDIAN.name).waitFor();
        await approval.getByRole('link', { name: GUARDIAN.phone }).waitFor();
        await approval.getByText('법정대리인 동의').waitFor();
        await animationsDone(admin);
        await check(admin, 'approval-dialog');
        await approval.getByRole('button', { name: '승인', exact: true }).click();
        await admin.getByText('승인 완료').first().waitFor();

        // The member's /account: the consents, the marketing box, and leaving.
        const memberContext = await newContext(options);
        await useTheme(memberContext, theme);
        await signInViaApi(memberContext, member.email, member.password);
        const account = await memberContext.newPage();
        await account.goto('/account');
        const consents = account.getByRole('region', { name: '동의 내역' });
        await consents.getByText('법정대리인 동의').waitFor();
        const marketing = consents.getByLabel('광고성 정보(강좌 안내, 이벤트) 수신에 동의합니다 (선택)');
        expect(await marketing.isChecked()).toBe(false);
        await marketing.check();
        await account.getByText('광고성 정보 수신에 동의했습니다.').first().waitFor();
        const leave = account.getByRole('region', { name: '회원 탈퇴' });
        await leave.scrollIntoViewIfNeeded();
        await check(account, 'account');
        account.on('dialog', (confirmation) => void confirmation.accept());
        await leave.getByLabel('비밀번호 확인').fill('not-the-password');
        await leave.getByRole('button', { name: '탈퇴하기' }).click();
        await leave.getByText('비밀번호가 올바르지 않습니다.').waitFor();
        await check(account, 'account-leave-error');
        await leave.getByLabel('비밀번호 확인').fill(member.password);
        await leave.getByRole('button', { name: '탈퇴하기' }).click();
        // The toast first: a refused request would show its message instead, and this wait names it.
        await account.getByText('탈퇴가 완료되었습니다', { exact: false }).first().waitFor();
        await account.waitForURL((url) => url.pathname === '/');

        // Gone: the old password signs nobody in.
        const login = await memberContext.request.post(site.url('/api/auth/login'), {
          data: { email: member.email, password: member.password },
        });
        expect(login.status()).toBe(401);
        expect(problems.filter(Boolean).join('\n\n')).toBe('');
      },
      180_000,
    );
  }
});
