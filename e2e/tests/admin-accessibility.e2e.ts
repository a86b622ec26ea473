import type { BrowserContext, Page } from 'playwright-core';
import { signInAsAdmin } from '../support/accounts';
import {
  ADMIN_SCREENS,
  CONSOLE_GATES,
  openConsoleSession,
  openTab,
  showTheme,
  waitForAdminContent,
  type Theme,
  type Viewer,
} from '../support/admin-screens';
import { seedFailedMail, seedLongRecords } from '../support/admin-seed';
import { site } from '../support/site';
import { axeViolations, describeViolations, filterNodes, nodeCount } from '../support/axe';
import { browserSuite, launchChromium } from '../support/browser-test';

const browserTest = browserSuite();
const THEMES: Theme[] = ['light', 'dark'];

/** The admin screens' create dialogs, each scanned open: [path, its add button's name]. */
const ADD_DIALOGS: Array<[string, string]> = [
  ['/admin/courses', '강의 추가'],
  ['/admin/videos', '동영상 추가'],
  ['/admin/notices', '공지사항 추가'],
  ['/admin/gallery', '이미지 추가'],
];

/** What each scan found, printed at the end so a run shows the figures per route. */
const figures: string[] = [];

beforeAll(async () => {
  // Rows in every list (long names included), so the scans see tables and cards, not empty states.
  const browser = await launchChromium();
  const context = await browser.newContext();
  try {
    await seedLongRecords(context);
    // A new consultation request and a pending member: the admin menu's and overview's count badges are drawn.
    const request = await context.request.post(site.url('/api/consultations'), {
      data: { name: '배지확인', phone: '01055550099', consent: true },
    });
    if (request.status() !== 201) throw new Error(`POST /api/consultations: ${request.status()}`);
    // And a mail given up on: the overview's failed-mail card.
    seedFailedMail();
    const mail = await context.request.get(site.url('/api/admin/mail-outbox'));
    if (((await mail.json()) as { failed: number }).failed < 1) throw new Error('the failed mail was not seeded');
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
  // Each state is opened light, scanned, then shown dark in the same browser and scanned again: with
  // the header's toggle inside the site's layout (a switch is drawn in one frame, nothing fades),
  // with the theme stored and a reload on the consoles, which have no toggle. A new browser per
  // theme would cost a fresh sign-in and cold caches for the same two scans.
  for (const screen of ADMIN_SCREENS) {
    const inLayout = !CONSOLE_GATES.includes(screen.path);
    for (const viewer of screen.viewers) {
      browserTest(
        `${screen.path} as ${viewer}, light then dark`,
        async ({ context, page }) => {
          await signIn(context, viewer);
          await page.goto(screen.path);
          const reports: string[] = [];
          for (const theme of THEMES) {
            await showTheme(page, theme, inLayout ? 'toggle' : 'reload');
            await waitForAdminContent(page);
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

  for (const [path, add] of ADD_DIALOGS) {
    browserTest(
      `${path}'s "${add}" dialog, open, light then dark`,
      async ({ context, page }) => {
        await signIn(context, 'admin');
        await page.goto(path);
        const reports: string[] = [];
        for (const theme of THEMES) {
          await showTheme(page, theme, 'toggle');
          await waitForAdminContent(page);
          await page.getByRole('button', { name: add }).first().click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          await waitForAdminContent(page);
          reports.push(await scan(page, `${path} ${add} dialog ${theme}`));
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        }
        expect(reports.filter(Boolean).join('\n\n')).toBe('');
      },
      120_000,
    );
  }

  // The consoles share the shell's toast; its dark error colours read at 2.8:1 once.
  browserTest(
    `a console's error toast, open, light then dark`,
    async ({ context, page }) => {
      await signIn(context, 'console');
      await page.route('**/api/simple/approve-user', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ ok: false, statusCode: 500, code: 'INTERNAL', message: '서버 오류가 발생했습니다.' }),
        }),
      );
      await page.goto('/simple-admin');
      const reports: string[] = [];
      for (const theme of THEMES) {
        await showTheme(page, theme, 'reload');
        await waitForAdminContent(page);
        await page
          .getByRole('button', { name: / 승인$/ })
          .first()
          .click();
        await page.locator('.toast--destructive').waitFor();
        await waitForAdminContent(page);
        reports.push(await scan(page, `console error toast ${theme}`));
      }
      expect(reports.filter(Boolean).join('\n\n')).toBe('');
    },
    120_000,
  );

  for (const gate of CONSOLE_GATES) {
    browserTest(
      `${gate}'s password form, light then dark`,
      async ({ page }) => {
        await page.goto(gate);
        const reports: string[] = [];
        for (const theme of THEMES) {
          await showTheme(page, theme, 'reload');
          await page.getByLabel('관리자 비밀번호').waitFor();
          await waitForAdminContent(page);
          reports.push(await scan(page, `${gate} gate ${theme}`));
        }
        expect(reports.filter(Boolean).join('\n\n')).toBe('');
      },
      120_000,
    );
  }
});
