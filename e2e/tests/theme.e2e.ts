import type { Page } from 'playwright-core';
import { signInAsAdmin } from '../support/accounts';
import { waitForAdminContent } from '../support/admin-screens';
import { browserSuite } from '../support/browser-test';
import { layout } from '../support/layout';
import { site } from '../support/site';

const browserTest = browserSuite();

interface ThemeProbe {
  /** data-theme when the first of our script files started to run. */
  atFirstScript?: string;
  atDomContentLoaded?: string;
  /** performance.now() when <html> first received data-theme, and when the page first painted. */
  themeSetAt?: number;
  firstPaintAt?: number;
}

/** Stores the theme before the page loads and records when <html> gets it, relative to first paint. */
async function openWithStoredTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('e2e-theme-seeded')) {
      localStorage.setItem('theme', stored);
      sessionStorage.setItem('e2e-theme-seeded', 'yes');
    }
    const probe: Record<string, unknown> = {};
    (window as unknown as { __themeProbe: unknown }).__themeProbe = probe;
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.theme) {
        probe.themeSetAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, attributeFilter: ['data-theme'], subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      probe.atDomContentLoaded = document.documentElement.dataset.theme;
    });
  }, theme);
  // Every script file of the site reports the theme it finds; the first one to run wins.
  await page.route(
    (url) => url.origin === new URL(site.baseUrl).origin && url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch();
      const marker =
        'var p=window.__themeProbe;if(p&&!("atFirstScript" in p))p.atFirstScript=document.documentElement.dataset.theme;';
      await route.fulfill({ response, body: `${marker}\n${await response.text()}` });
    },
  );
  await page.goto('/');
  await layout(page).header.waitFor();
  await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0);
  return page.evaluate(() => {
    const probe = (window as unknown as { __themeProbe: ThemeProbe }).__themeProbe;
    return { ...probe, firstPaintAt: performance.getEntriesByName('first-paint')[0]?.startTime };
  });
}

const rootTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

/** Relative luminance (0 black … 1 white) of the first opaque background behind the dialog's title. */
async function dialogBackgroundLuminance(page: Page): Promise<number> {
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await dialog.getByLabel('이메일').waitFor();
  return dialog
    .getByText('로그인', { exact: true })
    .first()
    .evaluate((title) => {
      for (let node: Element | null = title; node; node = node.parentElement) {
        const match = getComputedStyle(node).backgroundColor.match(
          /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/,
        );
        if (!match || match[4] === '0') continue;
        const [r, g, b] = match.slice(1, 4).map((value) => {
          const c = Number(value) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      }
      return 1;
    });
}

describe('light and dark theme', () => {
  browserTest(
    'a stored dark theme is on <html> before any script of ours runs and before first paint',
    async ({ page }) => {
      const probe = await openWithStoredTheme(page, 'dark');
      expect(probe.atFirstScript).toBe('dark');
      expect(probe.atDomContentLoaded).toBe('dark');
      expect(probe.themeSetAt).toBeDefined();
      expect(probe.firstPaintAt).toBeDefined();
      expect(probe.themeSetAt!).toBeLessThan(probe.firstPaintAt!);
      expect(await rootTheme(page)).toBe('dark');
    },
  );

  browserTest('a visitor with nothing stored gets the light theme', async ({ page }) => {
    await page.goto('/');
    await layout(page).header.waitFor();
    expect(await rootTheme(page)).toBe('light');
  });

  browserTest('the header toggle flips the theme, stores it, and the choice survives a reload', async ({ page }) => {
    await openWithStoredTheme(page, 'dark');
    await page.getByRole('button', { name: '라이트 모드로 전환' }).click();
    expect(await rootTheme(page)).toBe('light');
    expect(await storedTheme(page)).toBe('light');

    await page.getByRole('button', { name: '다크 모드로 전환' }).click();
    expect(await rootTheme(page)).toBe('dark');
    expect(await storedTheme(page)).toBe('dark');

    await page.reload();
    await layout(page).header.waitFor();
    expect(await rootTheme(page)).toBe('dark');
    await page.getByRole('button', { name: '라이트 모드로 전환' }).waitFor();
  });

  for (const [path, who] of [
    ['/', 'a visitor'],
    ['/admin/members', 'the ADMIN'],
  ] as const)
    browserTest(
      `the toggle redraws ${path} in the new colours at once: no control fades (${who})`,
      async ({ context, page }) => {
        if (path !== '/') await signInAsAdmin(context);
        await page.goto(path);
        await waitForAdminContent(page);
        await page.evaluate(() => {
          const faded: string[] = [];
          (window as unknown as { faded: string[] }).faded = faded;
          document.addEventListener('transitionrun', (event) =>
            faded.push(`${(event.target as Element).className} ${event.propertyName}`),
          );
        });
        await page.getByRole('banner').getByRole('button', { name: '다크 모드로 전환' }).click();
        await page.locator('html[data-theme="dark"]:not([data-theme-switching])').waitFor({ state: 'attached' });
        await page.waitForTimeout(300);
        await expect(page.evaluate(() => (window as unknown as { faded: string[] }).faded)).resolves.toEqual([]);
      },
    );

  browserTest(
    'antd components (the login dialog) follow the theme: dark algorithm in dark, default in light',
    async ({ page }) => {
      await openWithStoredTheme(page, 'dark');
      await layout(page).header.getByRole('button', { name: '로그인' }).click();
      expect(await dialogBackgroundLuminance(page)).toBeLessThan(0.1);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: '로그인' }).waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: '라이트 모드로 전환' }).click();
      await layout(page).header.getByRole('button', { name: '로그인' }).click();
      expect(await dialogBackgroundLuminance(page)).toBeGreaterThan(0.9);
    },
  );
});
