import * as fs from 'fs';
import * as path from 'path';
import type { BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '@academy/common';
import { useTheme, type Theme } from '../support/admin-screens';
import { browserSuite } from '../support/browser-test';
import { startSite } from '../../tools/site-server.cjs';
import { ARTIFACTS_DIR } from '../support/site';

const browserTest = browserSuite();
const CHANNEL = 'https://pf.kakao.com/_xkEden';
const NAME = MESSAGES.publicSite.kakaoConsultLabel;

// Set E2E_SCREENSHOTS_DIR to keep screenshots of the button's places (not part of the repository).
const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR;

type Site = Awaited<ReturnType<typeof startSite>>;
let own: Site;

/** This suite's own site, started with KAKAO_CHANNEL_URL (the shared one runs without it: no button there). */
beforeAll(async () => {
  own = await startSite({
    logFile: path.join(ARTIFACTS_DIR, 'site-server-kakao.log'),
    env: { KAKAO_CHANNEL_URL: CHANNEL },
  });
}, 90_000);

afterAll(async () => {
  await own?.stop();
});

/** WCAG contrast of the link's text on its own background, as the browser computed them. */
async function contrastOf(page: Page, index: number): Promise<number> {
  const [fg, bg] = await page
    .getByRole('link', { name: NAME })
    .nth(index)
    .evaluate((link) => {
      const style = getComputedStyle(link);
      return [style.color, style.backgroundColor];
    });
  const channels = (css: string) =>
    css
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number);
  const luminance = (css: string) => {
    const [r, g, b] = channels(css).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The hero and the contact section at 390 and 1280 px, when E2E_SCREENSHOTS_DIR asks for them. */
async function keepScreenshots(newContext: (options: object) => Promise<BrowserContext>, theme: Theme) {
  if (!SCREENSHOTS_DIR) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  for (const width of [1280, 390]) {
    const context = await newContext({
      baseURL: own.baseUrl,
      viewport: { width, height: width === 390 ? 844 : 800 },
      isMobile: width === 390,
      hasTouch: width === 390,
    });
    await useTheme(context, theme);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: NAME }).first().waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `kakao-hero-${width}-${theme}.png`) });
    const contact = page.locator('#contact');
    await contact.scrollIntoViewIfNeeded();
    await contact.screenshot({ path: path.join(SCREENSHOTS_DIR, `kakao-contact-${width}-${theme}.png`) });
    await context.close();
  }
}

const PLACES: Array<[string, number]> = [
  ['/', 2],
  ['/about', 1],
  ['/program/middle-school', 1],
  ['/gallery', 1],
];

describe('카카오톡 상담 button (KAKAO_CHANNEL_URL set)', () => {
  for (const theme of ['light', 'dark'] as Theme[]) {
    browserTest(
      `beside the phone number in the hero, the contact section, /about, /gallery and a program page, ${theme} theme`,
      async ({ newContext }) => {
        const context = await newContext({ baseURL: own.baseUrl });
        await useTheme(context, theme);
        const page = await context.newPage();
        for (const [pathname, count] of PLACES) {
          await page.goto(pathname);
          const links = page.getByRole('link', { name: NAME });
          await links.first().waitFor();
          await expect(links.count()).resolves.toBe(count);
          for (let i = 0; i < count; i++) {
            const link = links.nth(i);
            await expect(link.getAttribute('href')).resolves.toBe(CHANNEL);
            await expect(link.getAttribute('target')).resolves.toBe('_blank');
            await expect(link.getAttribute('rel')).resolves.toContain('noopener');
            await expect(link.textContent()).resolves.toBe(MESSAGES.publicSite.kakaoConsult);
            const background = await link.evaluate((element) => getComputedStyle(element).backgroundColor);
            expect(background).toBe('rgb(254, 229, 0)');
            expect(await contrastOf(page, i)).toBeGreaterThanOrEqual(4.5);
          }
        }
        // Rendered on the server: the button is in the HTML before any script runs.
        const html = await (await fetch(`${own.baseUrl}/about`, { headers: { Accept: 'text/html' } })).text();
        expect(html).toContain(`href="${CHANNEL}"`);
        await context.close();
        await keepScreenshots(newContext, theme);
      },
      180_000,
    );
  }
});
