import type { BrowserContext, Locator, Page } from 'playwright-core';
import { site, SITE_ENV } from './site';

export type Theme = 'light' | 'dark';

/** Who opens a screen: the ADMIN account, or a browser holding only the shared console password. */
export type Viewer = 'admin' | 'console';

export interface AdminScreen {
  path: string;
  /** The tabs to open one after another (a regular expression of each tab's name); none: the page as it opens. */
  tabs?: RegExp[];
  viewers: Viewer[];
}

/** Every admin route of both specs, with the tabs that hold content of their own. */
export const ADMIN_SCREENS: AdminScreen[] = [
  { path: '/admin', viewers: ['admin'] },
  { path: '/admin/dashboard', viewers: ['admin'] },
  { path: '/admin/members', tabs: [/^승인 대기/, /^인증 회원/, /^거절됨/, /^전체/], viewers: ['admin'] },
  { path: '/admin/parents', viewers: ['admin'] },
  { path: '/admin/videos', viewers: ['admin'] },
  { path: '/admin/courses', viewers: ['admin'] },
  { path: '/admin/notices', viewers: ['admin'] },
  { path: '/admin/gallery', viewers: ['admin'] },
  { path: '/admin/programs', viewers: ['admin'] },
  { path: '/admin/academy', viewers: ['admin'] },
  { path: '/admin/analytics', viewers: ['admin'] },
  { path: '/admin/audit', viewers: ['admin'] },
  {
    path: '/admin-dashboard',
    tabs: [/^승인 대기 회원$/, /^상담 신청$/, /^동영상 관리$/, /^갤러리 관리$/, /^승인된 회원$/],
    viewers: ['admin', 'console'],
  },
  {
    path: '/_superadmin',
    tabs: [/^가입 승인$/, /^상담 신청$/, /^갤러리$/, /^프로그램$/, /^동영상 링크$/],
    viewers: ['admin', 'console'],
  },
  { path: '/simple-admin', tabs: [/^회원/, /^상담 신청$/, /^갤러리/, /^동영상/], viewers: ['console'] },
];

/** The consoles' password forms, as a visitor without any session meets them. */
export const CONSOLE_GATES = ['/admin-dashboard', '/_superadmin', '/simple-admin'];

/**
 * The theme a layout suite checks a screen's width in: light and dark alternate by width, and the
 * order flips from one screen to the next, so every screen meets both themes and both widths.
 */
export function alternatingTheme(screenIndex: number, widthIndex: number): Theme {
  return (screenIndex + widthIndex) % 2 ? 'dark' : 'light';
}

/** Stores the theme before every document of the context loads, as a returning visitor's browser would. */
export async function useTheme(context: BrowserContext, theme: Theme): Promise<void> {
  await context.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
}

/**
 * Switches the theme with the header's toggle, as a visitor does, and waits until the page root
 * wears it. Only pages in the site's layout have the toggle (the consoles have none).
 */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: theme === 'dark' ? '다크 모드로 전환' : '라이트 모드로 전환' })
    .click();
  await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
}

/**
 * Stores the theme and reloads, as a visitor who chose it earlier comes back: the way to see a
 * screen without the header's toggle (the consoles) in the other theme without a new browser. Not
 * in a context given useTheme, whose stored theme would win at the reload.
 */
export async function reloadInTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((stored) => localStorage.setItem('theme', stored), theme);
  await page.reload();
  await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
}

/**
 * Shows the page in the theme: as it is when it already wears it (a new browser opens light), else
 * with the header's toggle or, on a screen without one, stored with a reload. Either way the theme
 * is stored, so the context's next page opens in it.
 */
export async function showTheme(page: Page, theme: Theme, how: 'toggle' | 'reload'): Promise<void> {
  if (await page.locator(`html[data-theme="${theme}"]`).count()) return;
  if (how === 'toggle') await switchTheme(page, theme);
  else await reloadInTheme(page, theme);
}

/** Starts a shared-password console session in the context (no member account). */
export async function openConsoleSession(context: BrowserContext): Promise<void> {
  const answer = await context.request.post(site.url('/api/dev/login'), {
    data: { password: process.env[SITE_ENV.consolePassword] },
  });
  if (answer.status() !== 200) throw new Error(`console login: HTTP ${answer.status()} ${await answer.text()}`);
}

/**
 * Waits until the screen shows its content: a first-level heading, then pageSettled.
 */
export async function waitForAdminContent(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await pageSettled(page);
}

/**
 * In the page: nothing moves (and, with `loading`, nothing loads: no skeleton or spinner). antd's
 * click wave does not count: a ring that fades out for 2 s around the button just pressed, drawn
 * over nothing, never clicked and never read, which would add 2 s to every wait after a click.
 */
const stillPage = (loading: boolean) =>
  (!loading ||
    document.querySelectorAll('.ant-skeleton, .ant-spin-spinning, .page-spinner, [aria-busy="true"]').length === 0) &&
  document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' ||
        ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.classList.contains('ant-wave') ===
          true,
    );

/**
 * Waits until nothing loads or moves: no skeleton or spinner, and no animation still running (axe
 * measures colours, which a fading element would get wrong; a click can miss a zooming dialog).
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForFunction(stillPage, true, { timeout: 15_000, polling: 100 });
}

/**
 * Waits until nothing on the page moves: a click while an antd dialog still zooms in, or a list
 * still slides in, can miss its button or land on a neighbour on a busy machine.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(stillPage, false);
}

/**
 * Chooses an option of an antd Select with the mouse once its list has finished opening, and waits
 * until the select shows it.
 */
export async function chooseOption(page: Page, combobox: Locator, label: string): Promise<void> {
  await combobox.click();
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(label, { exact: true });
  await option.waitFor();
  await animationsDone(page);
  await option.click();
  await page.locator('.ant-select', { has: combobox }).filter({ hasText: label }).waitFor();
}

/** Opens a tab by its name and waits for its panel to settle. */
export async function openTab(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await waitForAdminContent(page);
}
