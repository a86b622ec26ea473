import type { Locator, Page } from 'playwright-core';

/**
 * Presses Tab until `target` has focus (at most `limit` times) and returns the stops on the way;
 * fails naming where focus went.
 */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<string[]> {
  const visited: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return visited;
    await page.keyboard.press('Tab');
    visited.push(await focusedElement(page));
  }
  throw new Error(`Tab never reached ${target}; focus went to:\n${visited.join('\n')}`);
}

/** The focused element, as a person hears it: tag, name, and "body" when nothing has focus. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const node = document.activeElement as HTMLElement | null;
    if (!node || node === document.body) return 'body';
    const name =
      node.getAttribute('aria-label') ?? (node as HTMLInputElement).labels?.[0]?.textContent ?? node.textContent ?? '';
    return `${node.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) `presses` times inside `dialog` and returns where focus went each
 * time, with "OUTSIDE: …" for any stop outside the dialog (<body> included).
 */
export async function tabAround(page: Page, dialog: Locator, presses: number, backwards = false): Promise<string[]> {
  const stops: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const inside = await dialog.evaluate((node) => node.contains(document.activeElement));
    const where = await focusedElement(page);
    stops.push(inside ? where : `OUTSIDE: ${where}`);
  }
  return stops;
}

/** How many Tab stops the dialog has (visible, enabled, not taken out of the Tab order). */
export function tabStopsIn(dialog: Locator): Promise<number> {
  return dialog.evaluate(
    (node) =>
      [...node.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
        (element) =>
          element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && element.getClientRects().length > 0,
      ).length,
  );
}
