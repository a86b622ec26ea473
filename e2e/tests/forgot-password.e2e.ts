import * as fs from 'fs';
import * as path from 'path';
import { simpleParser } from 'mailparser';
import type { BrowserContext, Page } from 'playwright-core';
import { newMemberAccount, signupData } from '../support/accounts';
import { useTheme, type Theme } from '../support/admin-screens';
import { signInThroughHeaderDialog } from '../support/auth-ui';
import { axeViolations, describeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-test';
import { layout } from '../support/layout';
import { ARTIFACTS_DIR } from '../support/site';
import { startSite } from '../../tools/site-server.cjs';

const browserTest = browserSuite();

// Set E2E_SCREENSHOTS_DIR to keep screenshots of the forgot-password form, the reset page and the mail.
const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR;

type Site = Awaited<ReturnType<typeof startSite>>;
let own: Site;

/** A site of its own, so the test knows its data directory: with no SMTP_URL the mail is an .eml file there. */
beforeAll(async () => {
  own = await startSite({ logFile: path.join(ARTIFACTS_DIR, 'site-server-forgot-password.log') });
}, 90_000);

afterAll(async () => {
  await own?.stop();
});

/** The newest mail to `address` the outbox wrote, once the worker (every 5 s) has written it. */
async function mailTo(address: string, subject: string) {
  const folder = path.join(own.dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((name) => name.endsWith('.eml'))
          .sort()
      : [];
    for (const name of files.reverse()) {
      const mail = await simpleParser(fs.readFileSync(path.join(folder, name)));
      if (JSON.stringify(mail.to).includes(address) && mail.subject === subject) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail "${subject}" to ${address} in ${folder}`);
}

async function keep(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_DIR) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
}

async function noViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.length ? `${label}\n${describeViolations(violations)}` : '').toBe('');
}

describe('forgot password (issue 21)', () => {
  browserTest(
    'a member asks for a link from the login dialog, opens it from the mail, sets a new password and logs in with it',
    async ({ newContext }) => {
      const member = newMemberAccount('forgot');
      const context = await newContext({ baseURL: own.baseUrl });
      const signedUp = await context.request.post(`${own.baseUrl}/api/auth/signup`, {
        data: signupData(member),
      });
      expect(signedUp.status()).toBe(201);
      const page = await context.newPage();
      await page.goto('/');

      await layout(page).header.getByRole('button', { name: '로그인' }).click();
      const login = page.getByRole('dialog', { name: '로그인' });
      await login.getByLabel('이메일').fill(member.email);
      await login.getByRole('button', { name: '비밀번호를 잊으셨나요?' }).click();
      const forgot = page.getByRole('dialog', { name: '비밀번호 찾기' });
      await expect(forgot.getByLabel('이메일').inputValue()).resolves.toBe(member.email);
      await forgot.getByRole('button', { name: '재설정 링크 받기' }).click();
      await forgot.getByRole('status').getByText('비밀번호 재설정 링크를 보냈습니다', { exact: false }).waitFor();

      const mail = await mailTo(member.email, '[이든 영어학원] 비밀번호 재설정 안내');
      expect(mail.text).toContain('새 비밀번호를 정해주세요');
      const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
      expect(link).toBeDefined();
      const { pathname, search } = new URL(link!);
      if (SCREENSHOTS_DIR) {
        const viewer = await context.newPage();
        for (const width of [1280, 390]) {
          await viewer.setViewportSize({ width, height: 900 });
          await viewer.setContent(String(mail.html));
          await keep(viewer, `reset-mail-${width}`);
        }
        await viewer.close();
      }

      const answer = await page.goto(pathname + search);
      expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
      await page.getByRole('heading', { level: 1, name: '새 비밀번호 설정' }).waitFor();
      // The token leaves the address bar (and so history and any Referer) at once.
      await page.waitForURL((url) => url.pathname === '/reset-password' && url.search === '');
      const { main } = layout(page);
      await main.getByLabel('새 비밀번호', { exact: true }).fill('forgot-new-1');
      await main.getByLabel('새 비밀번호 확인').fill('forgot-new-1');
      await main.getByRole('button', { name: '비밀번호 변경' }).click();
      await main.getByText('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.').waitFor();
      await main.getByRole('link', { name: '로그인하기' }).click();
      await page.waitForURL((url) => url.pathname === '/login');

      // The old password no longer works; the new one does.
      await main.getByLabel('이메일').fill(member.email);
      await main.getByLabel('비밀번호', { exact: true }).fill(member.password);
      await main.getByRole('button', { name: '로그인', exact: true }).click();
      await page.getByText('이메일 또는 비밀번호가 올바르지 않습니다.').first().waitFor();
      await page.goto('/');
      await signInThroughHeaderDialog(page, member.email, 'forgot-new-1');

      // The same link a second time: used.
      const again = await context.newPage();
      await again.goto(pathname + search);
      await layout(again).main.getByLabel('새 비밀번호', { exact: true }).fill('forgot-new-2');
      await layout(again).main.getByLabel('새 비밀번호 확인').fill('forgot-new-2');
      await layout(again).main.getByRole('button', { name: '비밀번호 변경' }).click();
      await again
        .getByRole('alert')
        .getByText('비밀번호 재설정 링크가 올바르지 않거나 만료되었습니다', { exact: false })
        .waitFor();
    },
    90_000,
  );

  for (const theme of ['light', 'dark'] as Theme[]) {
    browserTest(
      `the request form and the reset page have no axe violation (${theme})`,
      async ({ newContext }) => {
        for (const width of [1280, 390]) {
          const context: BrowserContext = await newContext({ baseURL: own.baseUrl, viewport: { width, height: 900 } });
          await useTheme(context, theme);
          const page = await context.newPage();
          await page.goto('/login');
          await layout(page).main.getByRole('button', { name: '비밀번호를 잊으셨나요?' }).click();
          await layout(page).main.getByRole('button', { name: '재설정 링크 받기' }).waitFor();
          await noViolations(page, `/login forgot form ${width} ${theme}`);
          await keep(page, `forgot-form-${width}-${theme}`);
          await layout(page).main.getByLabel('이메일').fill(`nobody-${width}-${theme}@academy.test`);
          await layout(page).main.getByRole('button', { name: '재설정 링크 받기' }).click();
          await layout(page).main.getByText('비밀번호 재설정 링크를 보냈습니다', { exact: false }).waitFor();
          await noViolations(page, `/login forgot answer ${width} ${theme}`);

          await page.goto('/reset-password?token=not-a-real-token');
          await page.getByRole('heading', { level: 1, name: '새 비밀번호 설정' }).waitFor();
          await layout(page).main.getByRole('button', { name: '비밀번호 변경' }).click();
          await layout(page).main.getByText('비밀번호는 최소 6자 이상이어야 합니다').first().waitFor();
          await noViolations(page, `/reset-password with errors ${width} ${theme}`);
          await keep(page, `reset-page-${width}-${theme}`);
          await layout(page).main.getByLabel('새 비밀번호', { exact: true }).fill('forgot-new-1');
          await layout(page).main.getByLabel('새 비밀번호 확인').fill('forgot-new-1');
          await layout(page).main.getByRole('button', { name: '비밀번호 변경' }).click();
          await page.getByRole('alert').getByText('만료되었습니다', { exact: false }).waitFor();
          await noViolations(page, `/reset-password invalid link ${width} ${theme}`);
        }
      },
      90_000,
    );
  }
});
