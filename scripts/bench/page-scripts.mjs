// (a) What `/` costs in JavaScript: every script a Chromium page load receives, its size as
// served and gzipped (zlib level 9, computed here from the served bytes), whether it arrived
// before the page was interactive, and whether a shared library arrived twice.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import chromiumSetup from '../../tools/chromium.cjs';
import sharedLibraries from '../../tools/shared-libraries.cjs';

/**
 * Runs before the page's scripts: notes when the page became interactive. The landing page is
 * server-rendered: its heading is there from the first byte, and it answers clicks once React has
 * hydrated it, when the shell marks <html data-app-ready>.
 */
function recordInteractiveMoment() {
  const observer = new MutationObserver(() => {
    if (document.documentElement.hasAttribute('data-app-ready')) {
      window.__interactiveAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { attributes: true, attributeFilter: ['data-app-ready'], subtree: true });
}

export async function measurePageScripts(baseUrl) {
  const browser = await chromium.launch({
    executablePath: chromiumSetup.CHROMIUM_PATH,
    args: chromiumSetup.CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(sharedLibraries.installRendererProbe);
    await page.addInitScript(recordInteractiveMoment);
    const responses = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') responses.push(response);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => window.__interactiveAt !== undefined, null, { timeout: 30_000 });

    const timing = await page.evaluate(() => ({
      interactiveAt: window.__interactiveAt,
      finishedAt: Object.fromEntries(
        performance.getEntriesByType('resource').map((entry) => [entry.name, entry.responseEnd]),
      ),
    }));
    const scripts = [];
    for (const response of responses) {
      const body = await response.body();
      const sizes = await response.request().sizes();
      const finishedAt = timing.finishedAt[response.url()];
      scripts.push({
        url: new URL(response.url()).pathname,
        status: response.status(),
        rawBytes: body.length,
        transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        finishedAtMs: finishedAt === undefined ? null : Math.round(finishedAt),
        beforeInteractive: finishedAt !== undefined && finishedAt <= timing.interactiveAt,
        body,
      });
    }
    const copies = await sharedLibraries.sharedLibraryCopies(
      page,
      scripts.map((script) => ({ url: new URL(script.url, baseUrl).toString(), body: script.body.toString('utf8') })),
    );
    const total = (pick) => scripts.reduce((sum, script) => sum + pick(script), 0);
    const early = scripts.filter((script) => script.beforeInteractive);
    return {
      interactiveAtMs: Math.round(timing.interactiveAt),
      scripts: scripts.map(({ body, ...rest }) => rest),
      totals: {
        count: scripts.length,
        rawBytes: total((s) => s.rawBytes),
        gzipBytes: total((s) => s.gzipBytes),
        beforeInteractiveGzipBytes: early.reduce((sum, s) => sum + s.gzipBytes, 0),
      },
      sharedLibraries: copies,
      loadedTwice: Object.entries(copies)
        .filter(([, found]) => found.copies > 1)
        .map(([library]) => library),
    };
  } finally {
    await browser.close();
  }
}
