import * as fs from 'fs';
import * as path from 'path';
import { randomBytes } from 'crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { signInAsAdmin } from '../support/accounts';
import {
  alternatingTheme,
  animationsDone,
  openConsoleSession,
  openTab,
  useTheme,
  waitForAdminContent,
  type Theme,
} from '../support/admin-screens';
import { seedLongRecords } from '../support/admin-seed';
import { browserSuite, launchChromium } from '../support/browser-test';
import { site } from '../support/site';

const browserTest = browserSuite();

// Set E2E_SCREENSHOTS_DIR to keep a screenshot of every list checked here (not part of the repository).
const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR;

/** Where a screen's own list is: the open tab's panel, or the /admin screen (the dashboard's overview has its own). */
const LIST_SCOPE = '[role="tabpanel"][aria-hidden="false"], .admin-screen';

beforeAll(async () => {
  // Rows in every list, long titles included, so the tables are drawn and not their empty states.
  const browser = await launchChromium();
  const context = await browser.newContext();
  try {
    await seedLongRecords(context);
  } finally {
    await browser.close();
  }
}, 60_000);

interface ListScreen {
  path: string;
  /** The tabs opened one after another, each showing one list; none: the screen's own list. */
  tabs?: RegExp[];
  /** The ADMIN account, or a browser holding only the console password. */
  viewer: 'admin' | 'console';
}

/** The content screens and the three consoles: every list on them. */
const LIST_SCREENS: ListScreen[] = [
  { path: '/admin/videos', viewer: 'admin' },
  { path: '/admin/courses', viewer: 'admin' },
  { path: '/admin/notices', viewer: 'admin' },
  { path: '/admin/programs', viewer: 'admin' },
  { path: '/admin/gallery', viewer: 'admin' },
  {
    path: '/admin-dashboard',
    tabs: [/^승인 대기 회원$/, /^동영상 관리$/, /^갤러리 관리$/, /^승인된 회원$/],
    viewer: 'console',
  },
  { path: '/_superadmin', tabs: [/^가입 승인$/, /^갤러리$/, /^프로그램$/], viewer: 'admin' },
  { path: '/simple-admin', tabs: [/^회원/, /^갤러리/, /^동영상/], viewer: 'console' },
];

async function signIn(context: BrowserContext, viewer: ListScreen['viewer']) {
  if (viewer === 'admin') await signInAsAdmin(context);
  else await openConsoleSession(context);
}

/** Waits until the open tab (or the screen) shows its list, or its empty state, after the data arrived. */
async function listDrawn(page: Page) {
  await page.waitForFunction(
    (scope) => document.querySelector(`:is(${scope}) :is(.ant-table table[aria-label], .ant-empty)`) !== null,
    LIST_SCOPE,
    { timeout: 15_000, polling: 100 },
  );
}

/** The rows of a list, once the screen has drawn the rows of the current address (under `count` when narrowing). */
async function rowsBelow(page: Page, table: string, count: number) {
  await page.waitForFunction(
    ([name, limit]) =>
      document.querySelectorAll(`table[aria-label="${name}"] tbody tr.ant-table-row`).length < Number(limit),
    [table, count] as const,
    { timeout: 15_000, polling: 100 },
  );
}

/** The lists drawn now: antd tables (with their names) and any hand-written list markup left. */
function listsOnPage(page: Page) {
  return page.evaluate(
    (scope) => ({
      antdTables: [...document.querySelectorAll(`:is(${scope}) .ant-table table[aria-label]`)]
        .filter((table) => table.getClientRects().length > 0)
        .map((table) => table.getAttribute('aria-label')),
      handWritten: document.querySelectorAll('.admin-table, .admin-cards, .console-list, .console-item').length,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }),
    LIST_SCOPE,
  );
}

/** Table headers and row buttons that sit outside their table's visible frame (cut off at 1280 px). */
function clippedControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.ant-table thead th, .ant-table tbody button, .ant-table tbody a')]
      .filter((control) => control.getClientRects().length > 0)
      .filter((control) => {
        const frame = control.closest('.ant-table-content, .ant-table-body, .ant-table-container') as HTMLElement;
        const box = frame.getBoundingClientRect();
        const rect = control.getBoundingClientRect();
        return rect.left < box.left - 0.5 || rect.right > box.right + 0.5;
      })
      .map((control) => (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)),
  );
}

async function keepScreenshot(page: Page, name: string) {
  if (!SCREENSHOTS_DIR) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
}

const fileName = (label: string, width: number, theme: Theme) =>
  `${label.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}-${width}-${theme}`;

describe('content and console lists are antd tables that fit the screen', () => {
  // Each screen at both widths, one in each theme (the themes differ in colours only, and axe
  // checks those on every list in both): screen by screen, the theme of the wide check alternates.
  for (const [index, screen] of LIST_SCREENS.entries()) {
    for (const [step, width] of [1280, 390].entries()) {
      const theme = alternatingTheme(index, step);
      browserTest(
        `${screen.path} at ${width} px (${theme}): each list an antd Table, no hand-written list, the page never scrolls sideways`,
        async ({ newContext }) => {
          const phone = width === 390;
          const context = await newContext({
            viewport: { width, height: phone ? 844 : 900 },
            isMobile: phone,
            hasTouch: phone,
          });
          const page = await context.newPage();
          await useTheme(context, theme);
          await signIn(context, screen.viewer);
          await page.goto(screen.path);
          await waitForAdminContent(page);
          const problems: string[] = [];
          for (const tab of screen.tabs ?? [undefined]) {
            if (tab) await openTab(page, tab);
            await listDrawn(page);
            const label = `${screen.path}${tab ? ` ${tab.source.replace(/[\^$]/g, '')}` : ''}`;
            const lists = await listsOnPage(page);
            if (lists.antdTables.length !== 1)
              problems.push(`${label}: antd tables ${JSON.stringify(lists.antdTables)}`);
            if (lists.handWritten) problems.push(`${label}: ${lists.handWritten} hand-written list elements`);
            if (lists.pageOverflow > 0) problems.push(`${label}: the page scrolls sideways by ${lists.pageOverflow}px`);
            if (!phone)
              for (const control of await clippedControls(page)) problems.push(`${label}: "${control}" cut off`);
            await keepScreenshot(page, fileName(label, width, theme));
          }
          expect(problems).toEqual([]);
        },
        120_000,
      );
    }
  }
});

describe('table state in the address', () => {
  browserTest(
    '/admin/videos: search, filter and order survive a reload; back returns to the view before',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      await page.goto('/admin/videos');
      await waitForAdminContent(page);

      const rows = page.getByRole('table', { name: '동영상 목록' }).locator('tbody tr.ant-table-row');
      await rows.first().waitFor();
      const all = await rows.count();
      // Each step waits for the screen to show the last one, as a reader would before the next click.
      await page.getByRole('searchbox', { name: '동영상 검색' }).fill('동영상');
      await page.keyboard.press('Enter');
      await page.waitForURL(/[?&]q=/);
      await rowsBelow(page, '동영상 목록', all);
      await page.getByRole('columnheader', { name: /제목/ }).click();
      await page.waitForURL(/sort=title/);
      expect(new URL(page.url()).searchParams.get('q')).toBe('동영상');
      const sortedUrl = page.url();
      expect(new URL(sortedUrl).searchParams.get('order')).toBe('asc');

      await page.reload();
      await waitForAdminContent(page);
      expect(await page.getByRole('searchbox', { name: '동영상 검색' }).inputValue()).toBe('동영상');
      expect(await page.getByRole('columnheader', { name: /제목/ }).getAttribute('aria-sort')).toBe('ascending');

      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('sort'));
      await waitForAdminContent(page);
      expect(await page.getByRole('columnheader', { name: /제목/ }).getAttribute('aria-sort')).toBeNull();
      expect(await page.getByRole('searchbox', { name: '동영상 검색' }).inputValue()).toBe('동영상');
    },
  );

  browserTest(
    'a bad value in the address shows the list with its defaults, not an error page',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      await page.goto('/admin/notices?page=-4&pageSize=3&sort=%3Cscript%3E&order=sideways&status=later');
      await waitForAdminContent(page);
      await page.getByRole('table', { name: '공지사항 목록' }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await page.getByRole('table', { name: '공지사항 목록' }).getByRole('row').count()).toBeGreaterThan(1);
    },
  );

  browserTest('/_superadmin: the open tab and its table state survive a reload and back', async ({ context, page }) => {
    await signInAsAdmin(context);
    await page.goto('/_superadmin');
    await waitForAdminContent(page);
    await openTab(page, /^갤러리$/);
    await page.waitForURL(/tab=gallery/);
    await listDrawn(page);
    await page
      .getByRole('table', { name: '갤러리 이미지' })
      .getByRole('columnheader', { name: /등록일/ })
      .click();
    await page.waitForURL(/gallerySort=createdAt/);

    await page.reload();
    await waitForAdminContent(page);
    expect(await page.getByRole('tab', { name: /^갤러리$/ }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('columnheader', { name: /등록일/ }).getAttribute('aria-sort')).toBe('ascending');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('gallerySort'));
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('tab'));
    await waitForAdminContent(page);
    expect(await page.getByRole('tab', { name: /^가입 승인$/ }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('batch publication on /admin/videos', () => {
  browserTest(
    'select two hidden videos, confirm once, both published; the table says so',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      const id = randomBytes(3).toString('hex');
      const course = await (
        await context.request.post(site.url('/api/admin/courses'), {
          data: { title: `일괄 ${id}`, slug: `batch-${id}`, tags: [], order: 0 },
        })
      ).json();
      const titles = [`일괄 공개 ${id} 하나`, `일괄 공개 ${id} 둘`];
      const ids: string[] = [];
      for (const title of titles) {
        const answer = await context.request.post(site.url('/api/admin/videos'), {
          data: {
            courseId: course.id,
            title,
            externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            isPublished: false,
          },
        });
        expect(answer.status()).toBe(201);
        ids.push((await answer.json()).id);
      }

      await page.goto(`/admin/videos?q=${encodeURIComponent(`일괄 공개 ${id}`)}`);
      await waitForAdminContent(page);
      for (const title of titles) await page.getByRole('checkbox', { name: `${title} 선택` }).check();
      await page.getByRole('button', { name: '선택 공개' }).click();
      const confirm = page.getByRole('dialog');
      await confirm
        .locator('.ant-modal-confirm-title', { hasText: '선택한 동영상 2개를 공개로 바꾸시겠습니까?' })
        .waitFor();
      await animationsDone(page);
      await confirm.getByRole('button', { name: '선택 공개' }).click();
      await page.getByText('0개 선택됨').waitFor();

      const videos = (await (await context.request.get(site.url('/api/admin/videos'))).json()) as {
        id: string;
        isPublished: boolean;
      }[];
      expect(videos.filter((video) => ids.includes(video.id)).map((video) => video.isPublished)).toEqual([true, true]);
      // The table is read again once the decision is stored: wait for each row to say so.
      for (const title of titles)
        await page.getByRole('row').filter({ hasText: title }).filter({ hasNotText: '비공개' }).waitFor();
    },
  );
});
