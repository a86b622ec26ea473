import type { Locator, Page } from 'playwright-core';

/** The shell's frame around every site page: header (banner), main, footer (contentinfo). */
export function layout(page: Page) {
  return {
    header: page.getByRole('banner'),
    main: page.getByRole('main'),
    footer: page.getByRole('contentinfo'),
    /** The shell's error box that stands in for a remote that could not be loaded. */
    remoteError: page.getByRole('alert').filter({ hasText: '화면을 불러오지 못했습니다.' }),
  };
}

/** The admin section's own navigation (its "회원 관리" entry), proof that the admin remote rendered. */
export function adminSectionNavigation(page: Page) {
  return layout(page).main.getByText('회원 관리').filter({ visible: true }).first();
}

/** Waits until the header, the page's first heading and the footer are all on screen. */
export async function waitForSitePage(page: Page): Promise<void> {
  const { header, main, footer } = layout(page);
  await header.waitFor();
  await main.getByRole('heading').first().waitFor();
  await footer.waitFor();
}

/**
 * Waits until nothing matches the locator (fails after the context's timeout): an absence check
 * that gives a leaving element (a closing dialog, a spinner, a logged-out name) time to go,
 * where reading `count()` once would race it.
 */
export async function expectAbsent(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'detached' });
}
