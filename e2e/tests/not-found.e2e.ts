import { browserSuite } from '../support/browser-test';
import { layout } from '../support/layout';

const browserTest = browserSuite();

describe('unknown addresses', () => {
  browserTest('an unknown path shows the Korean 404 page inside the site layout', async ({ page }) => {
    await page.goto('/no-such-page/anywhere');
    const { header, main, footer } = layout(page);
    await main.getByRole('heading', { name: '페이지를 찾을 수 없습니다' }).waitFor();
    expect(await header.isVisible()).toBe(true);
    expect(await footer.isVisible()).toBe(true);
    await main.getByRole('link', { name: /홈으로/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  browserTest('/404 itself is the not-found page', async ({ page }) => {
    await page.goto('/404');
    await layout(page).main.getByRole('heading', { name: '페이지를 찾을 수 없습니다' }).waitFor();
  });

  browserTest('/curriculum/middle redirects to /program/middle-school', async ({ page }) => {
    await page.goto('/curriculum/middle');
    await page.waitForURL((url) => url.pathname === '/program/middle-school');
    expect(new URL(page.url()).pathname).toBe('/program/middle-school');
  });

  browserTest('/curriculum/high redirects to /program/high-school', async ({ page }) => {
    await page.goto('/curriculum/high');
    await page.waitForURL((url) => url.pathname === '/program/high-school');
    expect(new URL(page.url()).pathname).toBe('/program/high-school');
  });
});
