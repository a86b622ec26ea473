// (f) The first visit to `/` in a fresh browser: a new Chromium profile per run (empty HTTP cache,
// no cookies, no stored theme), as a parent's first visit is. Prints when the page's heading is
// first painted, the first contentful paint, and the slowest requests before that moment, so a
// slow run shows what it waited for.
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

async function oneRun(baseUrl) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-cold-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumSetup.CHROMIUM_PATH,
    args: chromiumSetup.CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
  });
  try {
    await context.addInitScript(watchHeading);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__headingPaintedAt, undefined, { timeout: 30_000, polling: 50 });
    return await page.evaluate(() => {
      const headingMs = window.__headingPaintedAt;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
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
        slowest: requests,
      };
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function measureColdLanding(baseUrl, runs) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await oneRun(baseUrl));
  return {
    runs,
    median: {
      headingMs: median(results.map((r) => r.headingMs)),
      fcpMs: median(results.map((r) => r.fcpMs)),
      documentMs: median(results.map((r) => r.documentMs)),
    },
    worst: results.reduce((a, b) => (b.headingMs > a.headingMs ? b : a)),
    headingMs: results.map((r) => r.headingMs),
  };
}

export function printColdLanding({ runs, median: m, worst, headingMs }) {
  console.log(
    `\n(f) Cold / — a fresh Chromium profile per run (empty cache, no cookies), 390x844, median of ${runs} run${runs === 1 ? '' : 's'}`,
  );
  console.table([
    { figure: 'heading painted', value: `${m.headingMs} ms`, runs: headingMs.join(', ') },
    { figure: 'first contentful paint', value: m.fcpMs === null ? '?' : `${m.fcpMs} ms`, runs: '' },
    { figure: 'HTML received', value: `${m.documentMs} ms`, runs: '' },
  ]);
  console.log(`    slowest requests before the heading, in the slowest run (${worst.headingMs} ms):`);
  console.table(worst.slowest);
}
