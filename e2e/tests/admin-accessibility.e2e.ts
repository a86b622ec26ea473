import type { BrowserContext, Page } from 'playwright-core';
import { signInAsAdmin } from '../support/accounts';
import {
  ADMIN_SCREENS,
  CONSOLE_GATES,
  openConsoleSession,
  openTab,
  switchTheme,
  useTheme,
  waitForAdminContent,
  type Theme,
  type Viewer,
} from '../support/admin-screens';
import { seedLongRecords } from '../support/admin-seed';
import { axeViolations, describeViolations, filterNodes, nodeCount } from '../support/axe';
import { browserSuite, launchChromium } from '../support/browser-test';

const browserTest = browserSuite();
const THEMES: Theme[] = ['light', 'dark'];

/** The admin screens' create dialogs, each scanned open: [path, its add button's name]. */
const ADD_DIALOGS: Array<[string, string]> = [
  ['/admin/courses', '강의 추가'],
  ['/admin/videos', '동영상 추가'],
  ['/admin/notices', '공지사항 추가'],
];

/** What each scan found, printed at the end so a run shows the figures per route. */
const figures: string[] = [];

beforeAll(async () => {
  // Rows in every list (long names included), so the scans see tables and cards, not empty states.
  const browser = await launchChromium();
  const context = await browser.newContext();
  try {
    await seedLongRecords(context);
  } finally {
    await browser.close();
  }
}, 60_000);

afterAll(() => {
  console.log(`axe (WCAG 2.1 A/AA) violations, nodes per scan:\n${figures.join('\n')}`);
});

async function signIn(context: BrowserContext, viewer: Viewer | 'visitor') {
  if (viewer === 'admin') await signInAsAdmin(context);
  if (viewer === 'console') await openConsoleSession(context);
}

/**
 * Scans the whole page as it is now, the shell's header and footer included, and returns a
 * readable report (empty when axe found nothing). The figures say how many nodes were the shell's.
 */
async function scan(page: Page, label: string): Promise<string> {
  const violations = await axeViolations(page);
  const shell = nodeCount(filterNodes(violations, (node) => node.shell));
  figures.push(
    `${nodeCount(violations)}\t(${shell} shell)\t${label}\t${violations.map((violation) => `${violation.id}×${violation.nodes.length}`).join(' ')}`,
  );
  return violations.length ? `${label}\n${describeViolations(violations)}` : '';
}

describe('axe-core finds no WCAG 2.1 A/AA violation on the admin screens, light and dark', () => {
  // A screen inside the site's layout is opened light, scanned (each tab), switched to dark with the
  // header's toggle (a switch is drawn in one frame, nothing fades) and scanned again; the consoles
  // have no toggle, so each is opened once per theme with the theme stored before it loads.
  for (const screen of ADMIN_SCREENS) {
    const visits: Theme[][] = CONSOLE_GATES.includes(screen.path) ? THEMES.map((theme) => [theme]) : [THEMES];
    for (const viewer of screen.viewers) {
      for (const themes of visits) {
        browserTest(
          `${screen.path} as ${viewer}, ${themes.join(' then ')}`,
          async ({ context, page }) => {
            await useTheme(context, themes[0]!);
            await signIn(context, viewer);
            await page.goto(screen.path);
            await waitForAdminContent(page);
            const reports: string[] = [];
            for (const theme of themes) {
              if (theme !== themes[0]) {
                await switchTheme(page, theme);
                await waitForAdminContent(page);
              }
              if (!screen.tabs) reports.push(await scan(page, `${screen.path} ${viewer} ${theme}`));
              for (const tab of screen.tabs ?? []) {
                await openTab(page, tab);
                reports.push(await scan(page, `${screen.path} [${tab.source}] ${viewer} ${theme}`));
              }
            }
            expect(reports.filter(Boolean).join('\n\n')).toBe('');
          },
          90_000,
        );
      }
    }
  }

  for (const theme of THEMES) {
    for (const [path, add] of ADD_DIALOGS) {
      browserTest(`${path}'s "${add}" dialog, open, ${theme}`, async ({ context, page }) => {
        await useTheme(context, theme);
        await signIn(context, 'admin');
        await page.goto(path);
        await waitForAdminContent(page);
        await page.getByRole('button', { name: add }).first().click();
        await page.getByRole('dialog').waitFor();
        await waitForAdminContent(page);
        expect(await scan(page, `${path} ${add} dialog ${theme}`)).toBe('');
      });
    }

    // The consoles share the shell's toast; its dark error colours read at 2.8:1 once.
    browserTest(`a console's error toast, open, ${theme}`, async ({ context, page }) => {
      await useTheme(context, theme);
      await signIn(context, 'console');
      await page.route('**/api/simple/approve-user', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ ok: false, statusCode: 500, code: 'INTERNAL', message: '서버 오류가 발생했습니다.' }),
        }),
      );
      await page.goto('/simple-admin');
      await waitForAdminContent(page);
      await page
        .getByRole('button', { name: / 승인$/ })
        .first()
        .click();
      await page.locator('.toast--destructive').waitFor();
      await waitForAdminContent(page);
      expect(await scan(page, `console error toast ${theme}`)).toBe('');
    });

    for (const gate of CONSOLE_GATES) {
      browserTest(`${gate}'s password form, ${theme}`, async ({ context, page }) => {
        await useTheme(context, theme);
        await page.goto(gate);
        await page.getByLabel('관리자 비밀번호').waitFor();
        await waitForAdminContent(page);
        expect(await scan(page, `${gate} gate ${theme}`)).toBe('');
      });
    }
  }
});
