import * as fs from 'fs';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { signInAsAdmin } from '../support/accounts';
import { chooseOption, useTheme, waitForAdminContent, type Theme } from '../support/admin-screens';
import { axeViolations, describeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-test';
import { uniqueName } from '../support/unique-name';
import { layout } from '../support/layout';

const browserTest = browserSuite();
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const THEMES: Theme[] = ['light', 'dark'];
const WIDTHS = [1280, 390];

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(describeViolations(violations)).toBe(describeViolations([]));
}

describe('consultation requests', () => {
  browserTest(
    'a visitor sends one from a program page (program chosen) and sees the thanks',
    async ({ newContext }) => {
      const page = await (await newContext()).newPage();
      await page.goto('/program/middle-school');
      const { main } = layout(page);
      const title = await main.getByRole('heading', { level: 1 }).innerText();
      await main.getByRole('link', { name: '상담 신청하기' }).click();
      const dialog = page.getByRole('dialog', { name: '상담 신청' });
      await dialog.waitFor();
      await expect(dialog.getByLabel('관심 프로그램').inputValue()).resolves.toBe('middle-school');
      // The program list arrives after the dialog opens; until then the choice reads as its slug.
      await dialog
        .getByLabel('관심 프로그램')
        .locator('option:checked', { hasText: title })
        .waitFor({ state: 'attached' });
      await expect(dialog.getByLabel('관심 프로그램').locator('option:checked').innerText()).resolves.toBe(title);
      await shot(page, 'consultation-dialog-1280-light');
      await dialog.getByLabel(/이름/).fill(uniqueName('프로그램'));
      await dialog.getByLabel(/연락처/).fill('010 5555 0001');
      await dialog.getByLabel('학년').selectOption('중2');
      await dialog.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
      await dialog.getByRole('button', { name: '상담 신청하기' }).click();
      await page.waitForURL('**/consultation/thanks');
      await main.getByRole('heading', { name: '상담 신청이 접수되었습니다' }).waitFor();
    },
  );

  browserTest('staff find the request in /admin/consultations and mark it 연락함', async ({ newContext }) => {
    const name = uniqueName('연락');
    const visitor = await newContext();
    const sent = await visitor.request.post('/api/consultations', {
      data: { name, phone: '01055550002', programSlug: 'exam-prep', consent: true },
    });
    expect(sent.status()).toBe(201);

    const context = await newContext();
    await signInAsAdmin(context);
    const page = await context.newPage();
    await page.goto('/admin/consultations');
    await waitForAdminContent(page);
    await expect(
      page
        .getByLabel(/새 상담 신청 \d+건/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await page.getByRole('searchbox', { name: '상담 신청 검색' }).fill(name);
    await page.getByRole('searchbox', { name: '상담 신청 검색' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('010-5555-0002');
    await row.getByRole('button', { name: `${name} 상담 신청 처리` }).click();
    await page.getByText(`${name} 님의 상담 신청`).waitFor();
    await chooseOption(page, page.getByRole('combobox', { name: /^\*?\s*상태$/ }), '연락함');
    await page.getByRole('textbox', { name: '메모' }).fill('레벨 테스트 예약');
    await page.getByRole('button', { name: '저장' }).click();
    await page.getByText('상담 신청을 저장했습니다.').first().waitFor();
    await page.getByRole('row').filter({ hasText: name }).filter({ hasText: '연락함' }).waitFor();
  });

  browserTest(
    'the form on / works with JavaScript turned off: an error, then the thank-you page',
    async ({ newContext }) => {
      const page = await (
        await newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
      ).newPage();
      await page.goto('/#contact');
      const form = page.locator('#contact form');
      await form.getByLabel(/이름/).fill(uniqueName('무자바'));
      await form.getByLabel(/연락처/).fill('12345');
      await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
      await form.getByRole('button', { name: '상담 신청하기' }).click();
      await page.waitForURL('**/consultation');
      const { main } = layout(page);
      await expect(page.title()).resolves.toBe('상담 신청 | 이든 영어학원');
      // The summary is announced; the field's own message sits under the field it names.
      await main.getByRole('alert').first().waitFor();
      await main
        .locator('.consult-form__error')
        .filter({ hasText: /휴대폰 또는 일반 전화번호를 입력해주세요/ })
        .waitFor();
      await expect(main.getByLabel(/연락처/).inputValue()).resolves.toBe('12345');
      await shot(page, 'consultation-nojs-error-390-light');
      await main.getByLabel(/연락처/).fill('055-264-0003');
      await main.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
      await main.getByRole('button', { name: '상담 신청하기' }).click();
      await page.waitForURL('**/consultation/thanks');
      await main.getByRole('heading', { name: '상담 신청이 접수되었습니다' }).waitFor();
    },
  );

  for (const theme of THEMES)
    browserTest(
      `on a 390 px phone a visitor reaches the form from the header; sent empty, it focuses 이름 and shows every error on screen (${theme})`,
      async ({ newContext }) => {
        const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        await useTheme(context, theme);
        const page = await context.newPage();
        await page.goto('/');
        await page.locator('header').getByRole('link', { name: '상담 신청' }).click();
        await page.waitForURL('**/consultation');
        const { main } = layout(page);
        // The address changes before the page's code has loaded: until the form page is drawn, the
        // landing page's own form (and its 상담 신청하기) is still the one on screen.
        await main.getByRole('heading', { level: 1, name: '상담 신청' }).waitFor();
        await main.getByRole('button', { name: '상담 신청하기' }).click();
        const summary = main.getByRole('alert');
        await summary.waitFor();
        await expect(summary.getByRole('link').allInnerTexts()).resolves.toEqual([
          '이름을 입력해주세요',
          '연락처를 입력해주세요',
          expect.stringContaining('동의'),
        ]);
        await expect(main.getByLabel(/이름/).evaluate((field) => field === document.activeElement)).resolves.toBe(true);
        const onScreen = (locator: typeof summary) =>
          locator.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const header = document.querySelector('header')!.getBoundingClientRect();
            return box.top >= header.bottom - 1 && box.bottom <= window.innerHeight;
          });
        await expect(onScreen(summary)).resolves.toBe(true);
        await expect(onScreen(main.getByLabel(/이름/))).resolves.toBe(true);
        for (const message of await main.locator('.consult-form__error').all())
          await expect(message.isVisible()).resolves.toBe(true);
        await expect(main.locator('.consult-form__error').count()).resolves.toBe(3);
        await expectNoAxeViolations(page);
        await shot(page, `consultation-refused-390-${theme}`);
        // A corrected field loses its message as it is typed.
        await main.getByLabel(/이름/).fill('김민수');
        await expect(main.locator('.consult-form__error').count()).resolves.toBe(2);
      },
    );

  browserTest(
    'the hero offers the free level-test consultation first, opening the form in place',
    async ({ newContext }) => {
      const page = await (await newContext({ viewport: { width: 390, height: 844 } })).newPage();
      await page.goto('/');
      const hero = page.locator('.hero__actions');
      await expect(hero.getByRole('link').first().innerText()).resolves.toBe('무료 레벨 테스트 상담');
      await hero.getByRole('link', { name: '무료 레벨 테스트 상담' }).click();
      const dialog = page.getByRole('dialog', { name: '상담 신청' });
      await dialog.getByRole('button', { name: '상담 신청하기' }).click();
      await dialog.getByRole('alert').waitFor();
      await expect(dialog.getByLabel(/이름/).evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    },
  );

  for (const theme of THEMES)
    browserTest(
      `axe finds nothing on the new pages and the dialog (${theme})`,
      async ({ newContext }) => {
        for (const width of WIDTHS) {
          const context = await newContext({ viewport: { width, height: 900 } });
          await useTheme(context, theme);
          const page = await context.newPage();
          for (const [pathname, label] of [
            ['/consultation', 'page'],
            ['/consultation/thanks', 'thanks'],
          ] as const) {
            await page.goto(pathname);
            await layout(page).main.getByRole('heading', { level: 1 }).waitFor();
            await expectNoAxeViolations(page);
            await shot(page, `consultation-${label}-${width}-${theme}`);
          }
          await page.goto('/about');
          await layout(page).main.getByRole('link', { name: '상담 신청하기' }).click();
          await page.getByRole('dialog', { name: '상담 신청' }).waitFor();
          await expectNoAxeViolations(page);
          await shot(page, `consultation-dialog-${width}-${theme}`);

          const admin = await newContext({ viewport: { width, height: 900 } });
          await useTheme(admin, theme);
          await signInAsAdmin(admin);
          const inbox = await admin.newPage();
          await inbox.goto('/admin/consultations');
          await waitForAdminContent(inbox);
          await inbox.getByRole('table').waitFor();
          await expectNoAxeViolations(inbox);
          await shot(inbox, `consultation-inbox-${width}-${theme}`);
        }
      },
      120_000,
    );
});
