import * as fs from 'fs';
import type { Page } from 'playwright-core';
import { PROGRAM_FACT_MESSAGES } from '@academy/common';
import { signInAsAdmin } from '../support/accounts';
import { animationsDone, pageSettled, showTheme, waitForAdminContent, type Theme } from '../support/admin-screens';
import { axeViolations, describeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-test';
import { layout, waitForSitePage } from '../support/layout';

const browserTest = browserSuite();
const THEMES: Theme[] = ['light', 'dark'];
const WIDTHS = [1280, 390];
/** Where a developer looks at the screens this suite checks (set SHOTS_DIR to keep them). */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** How far the page is wider than the window: 0 when nothing makes a phone scroll sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('program facts: the program page and the admin program form', () => {
  browserTest(
    'the program page shows the seeded facts in tables that fit a phone, axe-clean light and dark',
    async ({ page }) => {
      const reports: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/program/middle-school');
        await waitForSitePage(page);
        const { main } = layout(page);
        await main.getByRole('heading', { name: '수강 안내' }).waitFor();
        const facts = main.getByRole('table', { name: '수강료와 개강일, 모집 현황' });
        await facts.getByRole('row', { name: /^월 수강료 \d{1,3}(,\d{3})*원$/ }).waitFor();
        await facts.getByRole('row', { name: /^개강일 \d{4}년 \d{1,2}월 \d{1,2}일$/ }).waitFor();
        await main
          .getByRole('table', { name: '시간표' })
          .getByRole('row', { name: /^중1·중2 A반 월 · 수 · 금 / })
          .waitFor();
        await main.getByText(PROGRAM_FACT_MESSAGES.tuitionNotice).waitFor();
        // The tables themselves: not wider than the block they sit in.
        const tablesFit = await main
          .locator('.program-facts__table')
          .evaluateAll((tables) => tables.every((table) => table.scrollWidth <= table.clientWidth + 1));
        expect({ width, tablesFit, overflow: await sidewaysOverflow(page) }).toEqual({
          width,
          tablesFit: true,
          overflow: 0,
        });
        for (const theme of THEMES) {
          await showTheme(page, theme, 'toggle');
          const violations = await axeViolations(page);
          if (violations.length)
            reports.push(`/program/middle-school ${width} ${theme}\n${describeViolations(violations)}`);
          await shoot(page, `program-page-${width}-${theme}`);
        }
        await showTheme(page, 'light', 'toggle');
      }
      expect(reports.join('\n\n')).toBe('');
    },
    120_000,
  );

  browserTest(
    'the admin program dialog edits the facts with a Form.List timetable, axe-clean light and dark',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/admin/programs');
      await waitForAdminContent(page);
      const reports: string[] = [];
      // The add dialog with one empty class row, in each theme: the header's theme toggle lies under
      // the dialog's mask, so the theme is switched with the dialog closed.
      const dialog = page.getByRole('dialog', { name: '프로그램 추가' });
      const row = dialog.getByRole('group', { name: '1번째 반' });
      for (const theme of THEMES) {
        await showTheme(page, theme, 'toggle');
        await waitForAdminContent(page);
        await page.getByRole('button', { name: '프로그램 추가' }).click();
        await animationsDone(page);
        await dialog.getByRole('button', { name: '반 추가' }).click();
        await row.getByLabel('반 이름').waitFor();
        await pageSettled(page);
        const violations = await axeViolations(page);
        if (violations.length) reports.push(`/admin/programs form ${theme}\n${describeViolations(violations)}`);
        await shoot(page, `admin-program-form-${theme}`);
        if (theme !== THEMES[THEMES.length - 1]) {
          await dialog.getByRole('button', { name: '취소' }).click();
          await dialog.waitFor({ state: 'hidden' });
        }
      }
      // The client runs the API's rules: an end before the start is named on that row's end time.
      await row.getByLabel('시작').fill('18:00');
      await row.getByLabel('종료').fill('16:00');
      await dialog.getByRole('button', { name: '추가', exact: true }).click();
      await row.getByText(PROGRAM_FACT_MESSAGES.endAfterStart).waitFor();
      await row.getByText(PROGRAM_FACT_MESSAGES.days).waitFor();
      await shoot(page, 'admin-program-form-errors-dark');
      expect(reports.join('\n\n')).toBe('');
    },
    120_000,
  );
});
