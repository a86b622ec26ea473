import * as fs from 'fs';
import * as path from 'path';
import { randomBytes } from 'crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newMemberAccount, signInAsAdmin, signUpViaApi } from '../support/accounts';
import {
  ADMIN_SCREENS,
  alternatingTheme,
  openConsoleSession,
  openTab,
  useTheme,
  waitForAdminContent,
  type Theme,
  type Viewer,
} from '../support/admin-screens';
import { seedLongRecords, type LongRecords } from '../support/admin-seed';
import { browserSuite, launchChromium } from '../support/browser-test';
import { site } from '../support/site';

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

/**
 * The screens whose lists are this suite's (members with their tabs, analytics, audit, the overview);
 * the content screens and the consoles are checked by admin-content-tables.
 */
const LIST_SCREENS = ADMIN_SCREENS.filter((screen) =>
  ['/admin', '/admin/members', '/admin/analytics', '/admin/audit'].includes(screen.path),
).map((screen) => ({ ...screen, viewer: screen.viewers[0] }));

/** The lists drawn now: antd tables, any <table> outside one, and hand-written list markup left. */
function listsOnPage(page: Page) {
  return page.evaluate(() => ({
    antdTables: [...document.querySelectorAll('main .ant-table')].filter((table) => table.getClientRects().length > 0)
      .length,
    otherTables: [...document.querySelectorAll('table')].filter((table) => !table.closest('.ant-table')).length,
    handWritten: document.querySelectorAll('.admin-table, .admin-cards, .console-list, .console-item, .pager').length,
  }));
}

/** The page, and at 1280 px each table's own frame, that could scroll sideways, and by how much. */
function sidewaysOverflow(page: Page, { tables }: { tables: boolean }) {
  return page.evaluate((withTables) => {
    const boxes = [
      document.documentElement,
      ...document.querySelectorAll<HTMLElement>(withTables ? 'main, .ant-table-content' : 'main'),
    ].filter((box) => !box.closest('.visually-hidden'));
    return boxes
      .map((box) => ({
        box: box === document.documentElement ? 'page' : box.className.split(' ')[0] || box.tagName,
        overflow: box.scrollWidth - box.clientWidth,
      }))
      .filter((entry) => entry.overflow > 0);
  }, tables);
}

/** Row actions, headers and pager items that are off screen or covered by something else at their centre. */
function hiddenControls(page: Page) {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'main .ant-table-tbody button, main .ant-table-tbody a, main .ant-table-thead th, main .ant-pagination li',
      ),
    ]
      // The chart's figures for screen readers sit in a visually hidden table: nothing to see or press there.
      .filter((control) => control.getClientRects().length > 0 && !control.closest('.visually-hidden'));
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

/** Every list an antd Table: at least one drawn, no other <table>, none of the hand-written list pieces. */
async function tableProblems(page: Page, label: string): Promise<string[]> {
  const lists = await listsOnPage(page);
  const problems: string[] = [];
  if (lists.antdTables === 0) problems.push(`${label}: no antd table`);
  if (lists.otherTables) problems.push(`${label}: ${lists.otherTables} table(s) outside antd's Table`);
  if (lists.handWritten) problems.push(`${label}: ${lists.handWritten} hand-written list element(s)`);
  return problems;
}

const fileName = (label: string, width: number, theme: Theme) =>
  `${label.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-/, '')}-${width}-${theme}`;

/**
 * What is wrong with the list on screen at `width`: a list that is not antd's Table, a box wider
 * than the page, a control out of view. On a phone a table may scroll inside its own frame; the
 * page never does. Keeps a screenshot under E2E_SCREENSHOTS_DIR.
 */
async function layoutProblems(page: Page, label: string, width: 1280 | 390, theme: Theme): Promise<string[]> {
  const problems = await tableProblems(page, label);
  for (const entry of await sidewaysOverflow(page, { tables: width === 1280 }))
    problems.push(`${label}: ${entry.box} overflows by ${entry.overflow}px`);
  for (const control of await hiddenControls(page)) problems.push(`${label}: ${control} hidden`);
  await keepScreenshot(page, fileName(label, width, theme));
  return problems;
}

describe('member, analytics, audit and overview lists are antd tables that fit the screen', () => {
  // Each screen at both widths, one in each theme (the themes differ in colours only, and axe
  // checks those on every list in both): screen by screen, the theme of the wide check alternates.
  for (const [index, screen] of LIST_SCREENS.entries()) {
    const [theme, phoneTheme] = [alternatingTheme(index, 0), alternatingTheme(index, 1)];
    browserTest(
      `${screen.path} at 1280 px (${theme}): antd tables only, every column and action in view, nothing scrolls sideways`,
      async ({ context, page }) => {
        await useTheme(context, theme);
        await signIn(context, screen.viewer);
        const problems: string[] = [];
        await eachList(page, screen, async (label) => {
          problems.push(...(await layoutProblems(page, label, 1280, theme)));
        });
        expect(problems).toEqual([]);
      },
      90_000,
    );

    browserTest(
      `${screen.path} on a 390 px phone (${phoneTheme}): antd tables only, the key column and every row's actions reachable, the page never scrolls sideways`,
      async ({ newContext }) => {
        const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        await useTheme(context, phoneTheme);
        await signIn(context, screen.viewer);
        const problems: string[] = [];
        await eachList(page, screen, async (label) => {
          problems.push(...(await layoutProblems(page, label, 390, phoneTheme)));
        });
        expect(problems).toEqual([]);
      },
      90_000,
    );
  }

  browserTest(
    'a 100-character name and e-mail is cut in its cell and shows whole on keyboard focus',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      await page.goto(`/admin/members?status=all&q=${encodeURIComponent(seeded.email)}`);
      await waitForAdminContent(page);
      const email = page.locator('.clipped', { hasText: seeded.email }).first();
      await email.waitFor();
      await email.focus();
      await page.getByRole('tooltip').filter({ hasText: seeded.email }).waitFor();

      // The name is a button to the member's history; the tooltip comes with the button's focus too.
      const name = page.getByRole('row').filter({ hasText: seeded.email }).first().locator('.member-name-button');
      await name.focus();
      const wholeName = (await name.textContent())!.trim();
      await page.getByRole('tooltip').filter({ hasText: wholeName }).waitFor();
      expect(await name.evaluate((node) => node.querySelector('.clipped')!.scrollWidth > node.clientWidth)).toBe(true);
    },
  );
});

/** Presses Tab until `target` has focus (at most `limit` times); fails when it never does. */
async function tabTo(page: Page, target: Locator, limit = 300) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** `count` new PENDING members sharing a label nobody else uses, so a search shows exactly them. */
async function pendingMembers(context: BrowserContext, label: string, count: number) {
  const members = Array.from({ length: count }, () => newMemberAccount(label));
  for (const member of members) await signUpViaApi(context.request, member);
  return members;
}

const label = (name: string) => `${name}${randomBytes(3).toString('hex')}`;

describe('member table state in the address', () => {
  browserTest(
    'sort, page and page size survive a reload; back and forward step through the views',
    async ({ context, page }) => {
      const tag = label('urlstate');
      const members = await pendingMembers(context, tag, 12);
      // The server sorts by e-mail. These differ only in their hex digits, which every collation
      // orders alike, so the first by e-mail is known here.
      const [firstByEmail] = members.map((member) => member.email).sort();
      await signInAsAdmin(context);
      await page.goto(`/admin/members?status=all&q=${tag}&pageSize=10`);
      await waitForAdminContent(page);
      const table = page.getByRole('table', { name: '회원 목록' });
      // The address changes a moment before the table draws the new view: wait for the rows.
      const rows = table.locator('tbody tr[data-row-key]');
      const until = async (done: () => Promise<boolean>, what: string) => {
        for (const deadline = Date.now() + 10_000; !(await done());) {
          if (Date.now() > deadline) throw new Error(`the member table never showed ${what}`);
          await page.waitForTimeout(50);
        }
      };
      const rowsShown = (count: number) => until(async () => (await rows.count()) === count, `${count} rows`);
      const firstRowIs = (email: string) =>
        until(async () => ((await rows.first().textContent()) ?? '').includes(email), `${email} first`);
      await rowsShown(10);

      await table.getByRole('columnheader', { name: /^이메일/ }).click();
      await page.waitForURL(/sort=email&order=asc/);
      await page.waitForFunction(() => document.querySelector('main th[aria-sort="ascending"]') !== null);
      // The header turns at once, the rows once the server's answer is drawn.
      await firstRowIs(firstByEmail);
      await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
      await page.waitForURL(/page=2/);
      await rowsShown(2);

      await page.reload();
      await waitForAdminContent(page);
      await rowsShown(2);
      expect(await table.getByRole('columnheader', { name: /^이메일/ }).getAttribute('aria-sort')).toBe('ascending');
      expect(await page.getByRole('tab', { name: /전체/ }).getAttribute('aria-selected')).toBe('true');

      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('page'));
      await firstRowIs(firstByEmail);
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('sort'));
      await page.waitForFunction(() => document.querySelector('main th[aria-sort="ascending"]') === null);
      expect(await table.getByRole('columnheader', { name: /^이메일/ }).getAttribute('aria-sort')).toBeNull();
      await page.goForward();
      await page.goForward();
      await page.waitForURL(/page=2/);
      await rowsShown(2);
      expect(await table.locator('tbody tr[data-row-key]').count()).toBe(2);
    },
  );

  browserTest(
    'bad values in the address show each list with its defaults, never an error',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      for (const path of [
        '/admin/members?status=nobody&page=-3&pageSize=abc&sort=%3Cscript%3E&order=up&role=GOD',
        '/admin/audit?page=0&pageSize=100000&actorType=ROBOT',
        '/admin/analytics?memberPage=x&memberSort=password&videoOrder=sideways&videoPageSize=-1',
      ]) {
        await page.goto(path);
        await waitForAdminContent(page);
        expect(await page.locator('main .ant-table').count()).toBeGreaterThan(0);
        expect(await page.locator('main .ant-alert-error').count()).toBe(0);
        expect(await page.locator('main .ant-pagination-item-active').first().getAttribute('title')).toBe('1');
      }
    },
  );
});

describe('member lists from the keyboard alone', () => {
  browserTest(
    'sort by a column, move to page 2, then select three pending members and approve them in one batch',
    async ({ context, page }) => {
      const tag = label('kbbatch');
      // 23: the default 20 a page leaves 3 for page 2.
      const members = await pendingMembers(context, tag, 23);
      await signInAsAdmin(context);
      await page.goto(`/admin/members?q=${tag}`);
      await waitForAdminContent(page);
      const table = page.getByRole('table', { name: '회원 목록' });

      // Sort: a sortable header is a Tab stop; Enter turns its order.
      const emailHeader = table.getByRole('columnheader', { name: /^이메일/ });
      await tabTo(page, emailHeader);
      await page.keyboard.press('Enter');
      await page.waitForURL(/sort=email&order=asc/);
      expect(await table.locator('th[aria-sort="ascending"]').getAttribute('aria-label')).toBe('이메일');

      // Page 2: the pager's page numbers are Tab stops too.
      const page2 = page.locator('.ant-pagination').getByTitle('2', { exact: true });
      await tabTo(page, page2);
      await page.keyboard.press('Enter');
      await page.waitForURL(/page=2/);
      await page.waitForFunction(() => document.querySelectorAll('main tbody tr[data-row-key]').length === 3);

      // Select the three on page 2 with Space, then the batch button, then the one confirmation.
      const rows = table.locator('tbody tr[data-row-key]');
      for (let index = 0; index < 3; index += 1) {
        await tabTo(page, rows.nth(index).getByRole('checkbox'));
        await page.keyboard.press('Space');
      }
      await page.getByText('3명 선택됨').waitFor();
      const chosen = await Promise.all([0, 1, 2].map((index) => rows.nth(index).getAttribute('data-row-key')));
      await tabTo(page, page.getByRole('button', { name: '선택 승인' }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByText('선택한 회원 3명을 승인하시겠습니까?').waitFor();
      await tabTo(page, dialog.getByRole('button', { name: '선택 승인' }), 10);
      await page.keyboard.press('Enter');
      await page.locator('.member-batch .ant-alert').filter({ hasText: '회원 3명을 승인했습니다.' }).waitFor();
      for (const id of chosen)
        expect(await table.locator(`tr[data-row-key="${id}"]`).textContent()).toContain('승인됨');

      // The server agrees, with one audit row per member.
      const verified = await (
        await context.request.get(site.url(`/api/admin/members?status=verified&q=${tag}`))
      ).json();
      expect(verified.items.map((member: { id: string }) => member.id).sort()).toEqual([...chosen].sort());
      const audit = await (
        await context.request.get(site.url(`/api/admin/audit?action=MEMBER_APPROVE&pageSize=100`))
      ).json();
      for (const id of chosen)
        expect(audit.items.filter((row: { targetId: string }) => row.targetId === id)).toHaveLength(1);
      expect(members).toHaveLength(23);
    },
    // 23 sign-ups (a password hash each) and a keyboard walk through two pages: past 60 s beside
    // another suite on a busy 2-core machine.
    150_000,
  );

  browserTest(
    "a row's dialog opens from the keyboard and, closed, gives focus back to its row",
    async ({ context, page }) => {
      const tag = label('kbdialog');
      await pendingMembers(context, tag, 1);
      await signInAsAdmin(context);
      await page.goto(`/admin/members?q=${tag}`);
      await waitForAdminContent(page);
      const row = page.getByRole('table', { name: '회원 목록' }).locator('tbody tr[data-row-key]').first();
      const approve = row.getByRole('button', { name: /비밀번호 초기화$/ });
      await tabTo(page, approve);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.waitForFunction(() => document.activeElement?.closest('tr[data-row-key]') !== null);
      expect(await approve.evaluate((node) => node === document.activeElement)).toBe(true);
    },
  );
});
