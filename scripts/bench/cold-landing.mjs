// (f) The first visit to `/` in a fresh browser: a new Chromium profile per run (empty HTTP cache,
// no cookies, no stored theme), as a parent's first visit is, with `/courses` opened the same way
// in turn for comparison. Prints when the page's heading is first painted, the first contentful
// paint, and the slowest requests before that moment, so a slow run shows what it waited for.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import chromiumSetup from '../../tools/chromium.cjs';

/**
 * Runs in the page before its scripts: the first frame in which the page's h1 has a box (the
 * server-rendered heading is in the HTML; this notes when it is on screen, not when it was parsed).
 */
function watchHeading() {
  const check = () => {
    const heading = document.querySelector('main h1, h1');
    if (!heading || heading.getClientRects().length === 0) return requestAnimationFrame(check);
    // Painted in the frame after the one that laid it out.
    requestAnimationFrame(() => (window.__headingPaintedAt ??= performance.now()));
  };
  requestAnimationFrame(check);
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
};

async function oneRun(baseUrl, pathname) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-cold-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumSetup.CHROMIUM_PATH,
    args: chromiumSetup.CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
  });
  try {
    await context.addInitScript(watchHeading);
    const page = context.pages()[0] ?? (await context.newPage());
    const response = await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'load' });
    // A page the server could not render in time comes client-rendered: its heading waits for the scripts.
    const serverRendered = /<main\b[^>]*>[\s\S]*<h1\b/.test((await response?.text()) ?? '');
    await page.waitForFunction(() => window.__headingPaintedAt, undefined, { timeout: 30_000, polling: 50 });
    const figures = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      // A frame's callback can run before that frame reaches the screen: no text is on screen
      // before the first contentful paint.
      const headingMs = Math.max(window.__headingPaintedAt, fcp ?? 0);
      const navigation = performance.getEntriesByType('navigation')[0];
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < headingMs)
        .map((entry) => ({
          url: entry.name.replace(location.origin, ''),
          startMs: Math.round(entry.startTime),
          durationMs: Math.round(entry.duration),
          cached: entry.transferSize === 0 && entry.decodedBodySize > 0,
        }))
        .sort((a, b) => b.durationMs - a.durationMs)
        .slice(0, 5);
      return {
        headingMs: Math.round(headingMs),
        fcpMs: fcp === null ? null : Math.round(fcp),
        documentMs: Math.round(navigation.responseEnd),
        loadMs: Math.round(navigation.loadEventEnd),
        slowest: requests,
      };
    });
    return { ...figures, serverRendered };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** `/` first (the first page the server is asked for), then each path in turn, run after run. */
export async function measureColdLanding(baseUrl, runs, paths = ['/', '/courses']) {
  const results = Object.fromEntries(paths.map((pathname) => [pathname, []]));
  for (let run = 0; run < runs; run++)
    for (const pathname of paths) results[pathname].push(await oneRun(baseUrl, pathname));
  return {
    runs,
    pages: paths.map((pathname) => {
      const measured = results[pathname];
      return {
        path: pathname,
        median: {
          headingMs: median(measured.map((r) => r.headingMs)),
          fcpMs: median(measured.map((r) => r.fcpMs)),
          documentMs: median(measured.map((r) => r.documentMs)),
          loadMs: median(measured.map((r) => r.loadMs)),
        },
        worst: measured.reduce((a, b) => (b.headingMs > a.headingMs ? b : a)),
        headingMs: measured.map((r) => r.headingMs),
        serverRendered: measured.filter((r) => r.serverRendered).length,
      };
    }),
  };
}

export function printColdLanding({ runs, pages }) {
  console.log(
    `\n(f) Cold first visit — a fresh Chromium profile per run (empty cache, no cookies), 390x844, ${pages.map((p) => p.path).join(' and ')} in turn, median of ${runs} run${runs === 1 ? '' : 's'}; ms from navigation start`,
  );
  console.table(
    pages.map(({ path, median: m, headingMs, serverRendered }) => ({
      page: path,
      'heading painted': `${m.headingMs} ms`,
      'first contentful paint': m.fcpMs === null ? '?' : `${m.fcpMs} ms`,
      'HTML received': `${m.documentMs} ms`,
      'load event': `${m.loadMs} ms`,
      'heading, each run': headingMs.join(', '),
      'server-rendered': `${serverRendered} of ${runs}`,
    })),
  );
  for (const { path, worst } of pages) {
    console.log(`    ${path}: slowest requests before the heading, in its slowest run (${worst.headingMs} ms):`);
    console.table(worst.slowest);
  }
}
