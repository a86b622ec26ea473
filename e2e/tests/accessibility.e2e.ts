import * as fs from 'fs';
import * as path from 'path';
import type { Locator, Page } from 'playwright-core';
import { showTheme, switchTheme, useTheme, waitForAdminContent, type Theme } from '../support/admin-screens';
import { axeViolations, describeViolations, nodeCount } from '../support/axe';
import { browserSuite } from '../support/browser-test';
import { layout } from '../support/layout';
import { ROLES, signInAs, type Role } from '../support/roles';
import { site } from '../support/site';

const browserTest = browserSuite();
const THEMES: Theme[] = ['light', 'dark'];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SIGNED_IN: Role[] = ['PENDING', 'VERIFIED', 'ADMIN'];

/** A page of the site as one role meets it; `phone` also checks it on a 390 px screen. */
interface SitePage {
  path: string;
  roles: Role[];
  phone?: boolean;
}

/**
 * The pages whose content is the same for everyone: the visitor scans them whole. A signed-in role
 * sees them in the same shell as its other pages (its header and menus are scanned on `/`, both
 * themes and widths), so scanning them again per role would measure the same nodes three more times.
 */
const SAME_FOR_EVERYONE: Role[] = ['visitor'];

/** Every public and member route of both specs (the admin screens inside the shell have their own suite). */
function sitePages(courseIds: string[], programSlugs: string[], noticeIds: string[]): SitePage[] {
  return [
    // The hero and the course banner change with who is signed in.
    { path: '/', roles: ROLES, phone: true },
    { path: '/courses', roles: ROLES, phone: true },
    { path: '/about', roles: SAME_FOR_EVERYONE },
    { path: '/gallery', roles: SAME_FOR_EVERYONE, phone: true },
    { path: '/notices', roles: SAME_FOR_EVERYONE, phone: true },
    { path: '/privacy', roles: SAME_FOR_EVERYONE, phone: true },
    { path: '/terms', roles: ['visitor'], phone: true },
    ...noticeIds.slice(0, 1).map((id) => ({ path: `/notices/${id}`, roles: SAME_FOR_EVERYONE, phone: true })),
    ...programSlugs.map((slug, index) => ({ path: `/program/${slug}`, roles: SAME_FOR_EVERYONE, phone: index === 0 })),
    { path: '/login', roles: ['visitor'], phone: true },
    { path: '/login?next=%2Fvideos', roles: ['visitor'] },
    { path: '/no-such-page', roles: SAME_FOR_EVERYONE, phone: true },
    // Every demo course: one has an upcoming lesson (공개 예정), one an ended one.
    ...courseIds.map((id, index) => ({ path: `/courses/${id}`, roles: SIGNED_IN, phone: index === 0 })),
    { path: '/videos', roles: ['VERIFIED', 'ADMIN'], phone: true },
    { path: '/account', roles: SIGNED_IN, phone: true },
    { path: '/members', roles: ['VERIFIED'], phone: true },
    // The shell around the admin section; its tabs overflowed at 390 px once.
    { path: '/admin', roles: ['ADMIN'] },
    { path: '/admin/members', roles: ['ADMIN'], phone: true },
  ];
}

/** What each scan found, printed at the end: one line per page, role, theme and width. */
const figures: string[] = [];
let pages: SitePage[] = [];
let firstCourseId = '';

beforeAll(async () => {
  const courses = (await (await fetch(site.url('/api/courses'))).json()) as { id: string }[];
  const programs = (await (await fetch(site.url('/api/programs'))).json()) as { slug: string }[];
  const notices = (await (await fetch(site.url('/api/notices'))).json()) as { id: string }[];
  firstCourseId = courses[0]!.id;
  pages = sitePages(
    courses.map((course) => course.id),
    programs.map((program) => program.slug),
    notices.map((notice) => notice.id),
  );
});

afterAll(() => {
  console.log(`axe (WCAG 2.1 A/AA) nodes per scan, shell included:\n${figures.join('\n')}`);
});

/** The page has drawn its content: a heading, no skeleton or spinner, nothing fading in. */
async function settle(page: Page): Promise<void> {
  await waitForAdminContent(page);
}

/** `E2E_SCREENSHOTS_DIR=dir` keeps a screenshot of each state scanned (and of /login and a course page). */
async function keepScreenshot(page: Page, label: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: path.join(dir, `${label.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}.png`),
  });
}

/** Scans the whole page (shell included); returns a readable report, empty when axe found nothing. */
async function scan(page: Page, label: string, screenshot = false): Promise<string> {
  if (screenshot) await keepScreenshot(page, label);
  const violations = await axeViolations(page);
  figures.push(
    `${nodeCount(violations)}\t${label}\t${violations.map((violation) => `${violation.id}×${violation.nodes.length}`).join(' ')}`,
  );
  return violations.length ? `${label}\n${describeViolations(violations)}` : '';
}

describe('axe-core finds no WCAG 2.1 A/AA violation on any page, for every role whose view of it differs, light and dark', () => {
  for (const role of ROLES) {
    // Each page is opened light, scanned, switched to dark with the header's toggle (as a visitor
    // does) and scanned again, on a desktop and then on a phone's width: one browser per role.
    browserTest(
      `${role}, light and dark, ${DESKTOP.width} and ${PHONE.width} px`,
      async ({ context, page, newContext }) => {
        await useTheme(context, 'light');
        await signInAs(context, role, () => newContext());
        const reports: string[] = [];
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          for (const sitePage of pages) {
            if (!sitePage.roles.includes(role) || (viewport === PHONE && !sitePage.phone)) continue;
            await page.goto(sitePage.path);
            for (const theme of THEMES) {
              if (theme !== 'light') await switchTheme(page, theme);
              await settle(page);
              const shoot =
                (sitePage.path === '/login' || sitePage.path.startsWith('/courses/')) && sitePage.phone === true;
              reports.push(await scan(page, `${sitePage.path} ${role} ${theme} ${viewport.width}`, shoot));
            }
          }
        }
        expect(reports.filter(Boolean).join('\n\n')).toBe('');
      },
      420_000,
    );
  }
});

/** A dialog's or a page state's four looks: desktop and phone, light and dark (3 theme switches, not 4). */
const STATES = [
  { viewport: DESKTOP, theme: 'light' },
  { viewport: DESKTOP, theme: 'dark' },
  { viewport: PHONE, theme: 'dark' },
  { viewport: PHONE, theme: 'light' },
] as const;

/**
 * Opens `path` afresh at the state's width and shows it in the state's theme with the header's
 * toggle, which stores it: the next state's page opens in it. One browser visits all four states.
 */
async function openInState(page: Page, path: string, { viewport, theme }: (typeof STATES)[number]) {
  await page.setViewportSize(viewport);
  await page.goto(path);
  await showTheme(page, theme, 'toggle');
  await settle(page);
  return `${theme}, ${viewport.width} px`;
}

describe('axe-core finds nothing in the states users meet: dialogs, errors, the viewer, a chosen lesson', () => {
  browserTest(
    `the header's login dialog, open, then its error toast, light and dark, both widths`,
    async ({ page }) => {
      const reports: string[] = [];
      for (const state of STATES) {
        const suffix = await openInState(page, '/', state);
        const dialog = await openHeaderDialog(page, '로그인');
        reports.push(await scan(page, `login dialog ${suffix}`, true));
        // The dark theme's error toast was white on light red (2.8:1) until it got its own colours.
        await dialog.getByLabel('이메일').fill('nobody@example.com');
        await dialog.getByLabel('비밀번호', { exact: true }).fill('wrong-password-1');
        await dialog.getByRole('button', { name: '로그인', exact: true }).click();
        await page.locator('.toast--destructive').waitFor();
        await settle(page);
        reports.push(await scan(page, `error toast ${suffix}`, true));
      }
      expect(reports.filter(Boolean).join('\n\n')).toBe('');
    },
    180_000,
  );

  browserTest(
    `the sign-up dialog, open, then with its errors shown, light and dark, both widths`,
    async ({ page }) => {
      const reports: string[] = [];
      for (const state of STATES) {
        const suffix = await openInState(page, '/', state);
        const dialog = await openHeaderDialog(page, '회원가입');
        reports.push(await scan(page, `sign-up dialog ${suffix}`, true));
        // axe does not measure placeholders: "예: 김" must read at 4.5:1 like any other text.
        const placeholder = await placeholderContrast(dialog.getByLabel('성', { exact: true }));
        if (placeholder < 4.5) reports.push(`sign-up placeholder ${suffix}: ${placeholder.toFixed(2)}:1`);
        await dialog.getByLabel('이메일').fill('not-an-email');
        // Under 14: the guardian's fields open, and are scanned with their errors too.
        await dialog.getByLabel('만 14세 미만입니다').check();
        await dialog.getByRole('button', { name: '회원가입', exact: true }).click();
        await dialog.getByRole('alert').first().waitFor();
        await settle(page);
        reports.push(await scan(page, `sign-up errors ${suffix}`, true));
        // The whole form is on screen: two fields side by side once pushed it past a phone's edge.
        const box = await dialog.boundingBox();
        if (!box || box.x < 0 || box.x + box.width > state.viewport.width) {
          reports.push(`sign-up dialog ${suffix}: outside the screen (${JSON.stringify(box)})`);
        }
      }
      expect(reports.filter(Boolean).join('\n\n')).toBe('');
    },
    180_000,
  );

  browserTest(
    `the landing page's console password dialog, open, light and dark, both widths`,
    async ({ page }) => {
      const reports: string[] = [];
      for (const state of STATES) {
        const suffix = await openInState(page, '/', state);
        await page.locator('.hero__secret').click();
        await page.getByRole('dialog').waitFor();
        await settle(page);
        reports.push(await scan(page, `console password dialog ${suffix}`, true));
      }
      expect(reports.filter(Boolean).join('\n\n')).toBe('');
    },
    180_000,
  );

  browserTest(
    `the gallery viewer, open, light and dark, both widths`,
    async ({ page }) => {
      const reports: string[] = [];
      for (const state of STATES) {
        const suffix = await openInState(page, '/gallery', state);
        await layout(page)
          .main.getByRole('button', { name: /크게 보기$/ })
          .first()
          .click();
        await page.getByRole('dialog', { name: '사진 크게 보기' }).waitFor();
        await settle(page);
        reports.push(await scan(page, `gallery viewer ${suffix}`, true));
      }
      expect(reports.filter(Boolean).join('\n\n')).toBe('');
    },
    180_000,
  );

  browserTest(
    `a member's course page with a lesson chosen, light and dark, both widths`,
    async ({ context, page, newContext }) => {
      await signInAs(context, 'VERIFIED', () => newContext());
      const reports: string[] = [];
      for (const state of STATES) {
        const suffix = await openInState(page, `/courses/${firstCourseId}`, state);
        await layout(page)
          .main.getByRole('button', { name: /시청하기$/ })
          .first()
          .click();
        await layout(page).main.locator('li[aria-current="true"]').waitFor();
        await settle(page);
        reports.push(await scan(page, `course page, lesson chosen ${suffix}`, true));
      }
      expect(reports.filter(Boolean).join('\n\n')).toBe('');
    },
    180_000,
  );
});

async function openHeaderDialog(page: Page, name: '로그인' | '회원가입') {
  const { header } = layout(page);
  const menu = header.getByRole('button', { name: '메뉴 열기' });
  // On a phone the header's buttons live in the menu.
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name, exact: true }).filter({ visible: true }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await settle(page);
  return dialog;
}

/** The contrast of a field's placeholder against the first opaque background behind it. */
async function placeholderContrast(field: Locator): Promise<number> {
  return field.evaluate((input) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    const style = getComputedStyle(input, '::placeholder');
    const text = rgb(style.color);
    let element: Element | null = input;
    let background = [255, 255, 255];
    while (element) {
      const colour = rgb(getComputedStyle(element).backgroundColor);
      if (colour.length >= 3 && (colour[3] ?? 1) === 1) {
        background = colour;
        break;
      }
      element = element.parentElement;
    }
    const opacity = Number(style.opacity || 1);
    const shown = text.slice(0, 3).map((c, i) => c * opacity + background[i]! * (1 - opacity));
    const [light, dark] = [luminance(shown), luminance(background)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}
