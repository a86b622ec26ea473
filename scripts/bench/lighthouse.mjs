// (b) Lighthouse 12, default (mobile) settings with its simulated throttling, on the public pages:
// performance (with LCP, TBT, CLS, FCP), accessibility, best practices and SEO, each the median of
// several runs in a fresh Chromium. BENCH_LIGHTHOUSE_RUNS sets how many (5 by default; CPU-heavy).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import chromiumSetup from '../../tools/chromium.cjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function oneRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumSetup.CHROMIUM_PATH,
    chromeFlags: chromiumSetup.CHROMIUM_ARGS,
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
    });
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue;
    const failed = (category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => ref.id);
    return {
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      bestPractices: lhr.categories['best-practices'].score,
      seo: lhr.categories.seo.score,
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      // Lighthouse's own estimate of this machine's CPU: its 4x slowdown assumes 1,500-2,000.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      // What kept a category below 1, to know where to look.
      failing: { accessibility: failed('accessibility'), bestPractices: failed('best-practices'), seo: failed('seo') },
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse asks for a rerun when its trace comes out broken (NO_NAVSTART on a busy machine): one retry. */
async function runWithRetry(url) {
  try {
    return await oneRun(url);
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : error} — running it once more`);
    return oneRun(url);
  }
}

const METRICS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'fcpMs',
  'tbtMs',
  'cls',
  'benchmarkIndex',
];

/** Median of each figure over `runs` runs of every page. */
export async function measureLighthouse(baseUrl, paths, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5)) {
  const pages = [];
  for (const path of paths) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await runWithRetry(`${baseUrl}${path}`));
    const medians = Object.fromEntries(
      METRICS.map((metric) => [metric, median(results.map((result) => result[metric]))]),
    );
    const failing = [...new Set(results.flatMap((result) => Object.values(result.failing).flat()))];
    pages.push({ path, runs: results.map(({ failing: _, ...figures }) => figures), median: medians, failing });
  }
  return { formFactor: 'mobile', runsPerPage: runs, pages };
}
