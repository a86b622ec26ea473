import * as fs from 'fs';
import * as path from 'path';
import type { BrowserContext, Page } from 'playwright-core';
import { signInAsAdmin } from '../support/accounts';
import {
  ADMIN_SCREENS,
  openConsoleSession,
  openTab,
  useTheme,
  waitForAdminContent,
  type Theme,
  type Viewer,
} from '../support/admin-screens';
import { seedLongRecords, type LongRecords } from '../support/admin-seed';
import { browserSuite, launchChromium } from '../support/browser-test';

const browserTest = browserSuite();

// Set E2E_SCREENSHOTS_DIR to keep a screenshot of every list checked here (not part of the repository).
const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR;

let seeded: LongRecords;

beforeAll(async () => {
  const browser = await launchChromium();
  const context = await browser.newContext();
  try {
    seeded = await seedLongRecords(context);
  } finally {
    await browser.close();
  }
}, 60_000);

async function signIn(context: BrowserContext, viewer: Viewer) {
  if (viewer === 'admin') await signInAsAdmin(context);
  else await openConsoleSession(context);
}

/** The screens with lists, each opened by the first viewer that may see it. */
const LIST_SCREENS = ADMIN_SCREENS.filter((screen) => screen.path !== '/admin/dashboard').map((screen) => ({
  ...screen,
  viewer: screen.viewers[0],
}));

/** Everything on the page that could scroll sideways, and by how much it overflows. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const boxes = [
      document.documentElement,
      ...document.querySelectorAll<HTMLElement>('.admin-table, .admin-table__frame, .admin-cards, .console-list, main'),
    ];
    return boxes
      .map((box) => ({
        box: box === document.documentElement ? 'page' : box.className.split(' ')[0] || box.tagName,
        overflow: box.scrollWidth - box.clientWidth,
      }))
      .filter((entry) => entry.overflow > 0);
  });
}

/** Row actions (and table headers) that are off screen or covered by something else at their centre. */
function hiddenControls(page: Page) {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        '.admin-table tbody button, .admin-table tbody a, .admin-table thead th, .admin-table .pager button, .admin-cards__actions button, .admin-cards__actions a, .admin-cards-list .pager button, .console-item__actions button, .console-item__actions [role="switch"]',
      ),
    ].filter((control) => control.getClientRects().length > 0);
    const width = document.documentElement.clientWidth;
    return controls
      .map((control) => {
        control.scrollIntoView({ block: 'center', inline: 'nearest' });
        const rect = control.getBoundingClientRect();
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        const onTop = document.elementFromPoint(x, y);
        const visible =
          rect.left >= 0 &&
          rect.right <= width + 0.5 &&
          onTop !== null &&
          (control === onTop || control.contains(onTop));
        return visible
          ? null
          : `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}" at x=${Math.round(rect.left)}–${Math.round(rect.right)}`;
      })
      .filter((problem): problem is string => problem !== null);
  });
}

async function keepScreenshot(page: Page, name: string) {
  if (!SCREENSHOTS_DIR) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
}

/** Opens a screen and each of its tabs, running `check` on every one of them. */
async function eachList(page: Page, screen: (typeof LIST_SCREENS)[number], check: (label: string) => Promise<void>) {
  await page.goto(screen.path);
  await waitForAdminContent(page);
  if (!screen.tabs) return check(screen.path);
  for (const tab of screen.tabs) {
    await openTab(page, tab);
    await check(`${screen.path} ${tab.source.replace(/[\^$]/g, '')}`);
  }
}

const fileName = (label: string, width: number, theme: Theme) =>
  `${label.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-/, '')}-${width}-${theme}`;

describe('admin lists fit the screen', () => {
  for (const screen of LIST_SCREENS) {
    for (const theme of ['light', 'dark'] as Theme[]) {
      browserTest(
        `${screen.path} at 1280 px (${theme}): every column and action in view, nothing scrolls sideways, long text cut or wrapped`,
        async ({ context, page }) => {
          await useTheme(context, theme);
          await signIn(context, screen.viewer);
          const problems: string[] = [];
          await eachList(page, screen, async (label) => {
            for (const entry of await sidewaysOverflow(page))
              problems.push(`${label}: ${entry.box} overflows by ${entry.overflow}px`);
            for (const control of await hiddenControls(page)) problems.push(`${label}: ${control} hidden`);
            await keepScreenshot(page, fileName(label, 1280, theme));
          });
          expect(problems).toEqual([]);
        },
        90_000,
      );

      browserTest(
        `${screen.path} on a 390 px phone (${theme}): every row's actions within the screen`,
        async ({ newContext }) => {
          const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
          const page = await context.newPage();
          await useTheme(context, theme);
          await signIn(context, screen.viewer);
          const problems: string[] = [];
          await eachList(page, screen, async (label) => {
            for (const entry of await sidewaysOverflow(page))
              problems.push(`${label}: ${entry.box} overflows by ${entry.overflow}px`);
            for (const control of await hiddenControls(page)) problems.push(`${label}: ${control} hidden`);
            await keepScreenshot(page, fileName(label, 390, theme));
          });
          expect(problems).toEqual([]);
        },
        90_000,
      );
    }
  }

  browserTest(
    'a 100-character name, e-mail and title is cut in its cell and shows whole on keyboard focus',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      await page.goto('/admin/members?status=all');
      await waitForAdminContent(page);
      const email = page.locator('.clipped', { hasText: seeded.email }).first();
      await email.waitFor();
      await email.focus();
      await page.getByRole('tooltip').filter({ hasText: seeded.email }).waitFor();

      await page.goto('/admin/videos');
      await waitForAdminContent(page);
      const title = page.locator('.clipped', { hasText: seeded.videoTitle }).first();
      expect(
        await title.evaluate((node) => node.scrollHeight > node.clientHeight || node.scrollWidth > node.clientWidth),
      ).toBe(true);
      await title.focus();
      await page.getByRole('tooltip').filter({ hasText: seeded.videoTitle }).waitFor();
    },
  );
});
