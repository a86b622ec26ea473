import type { BrowserContext, Page } from 'playwright-core';
import { signInAsAdmin } from '../support/accounts';
import {
  ADMIN_SCREENS,
  CONSOLE_GATES,
  openConsoleSession,
  openTab,
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
  for (const theme of THEMES) {
    for (const screen of ADMIN_SCREENS) {
      for (const viewer of screen.viewers) {
        browserTest(
          `${screen.path} as ${viewer}, ${theme}`,
          async ({ context, page }) => {
            await useTheme(context, theme);
            await signIn(context, viewer);
            await page.goto(screen.path);
            await waitForAdminContent(page);
            const reports: string[] = [];
            if (!screen.tabs) reports.push(await scan(page, `${screen.path} ${viewer} ${theme}`));
            for (const tab of screen.tabs ?? []) {
              await openTab(page, tab);
              reports.push(await scan(page, `${screen.path} [${tab.source}] ${viewer} ${theme}`));
            }
            expect(reports.filter(Boolean).join('\n\n')).toBe('');
          },
          90_000,
        );
      }
    }

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
