// (b) Lighthouse 12, default (mobile) settings with its simulated throttling, on the public pages,
// each against its script-free floor: performance (with LCP, TBT, CLS, FCP), accessibility, best
// practices and SEO, in a fresh Chromium per run. BENCH_LIGHTHOUSE_RUNS sets how many pairs (5 by
// default; CPU-heavy).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import chromiumSetup from '../../tools/chromium.cjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse report of `url` in a fresh Chromium, the given categories only. */
async function report(url, categories) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumSetup.CHROMIUM_PATH,
    chromeFlags: chromiumSetup.CHROMIUM_ARGS,
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: categories,
    });
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** The weighted audits of a category that scored below 1: where to look. */
const failedAudits = (lhr, category) =>
  lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => ref.id);

async function oneRun(url) {
  const lhr = await report(url, CATEGORIES);
  const audit = (id) => lhr.audits[id]?.numericValue;
  const failed = (category) => failedAudits(lhr, category);
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
}

/**
 * Lighthouse asks for a rerun when its trace comes out broken (NO_NAVSTART, more often on a busy
 * machine): up to two more tries, so one broken trace does not end a bench of forty runs.
 */
async function runWithRetry(url, triesLeft = 2) {
  try {
    return await oneRun(url);
  } catch (error) {
    if (triesLeft === 0) throw error;
    console.warn(`${error instanceof Error ? error.message : error} — running it again`);
    return runWithRetry(url, triesLeft - 1);
  }
}

/** Every page's scores and timings, for the medians and the pair table. */
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

const mediansOf = (results) =>
  Object.fromEntries(METRICS.map((metric) => [metric, median(results.map((result) => result[metric]))]));

/** What the scripts cost: the page's median against its floor's (points and ms; LCP also as a ratio). */
function costOf(page, floor) {
  return {
    points: Math.round((floor.performance - page.performance) * 100),
    fcpMs: page.fcpMs - floor.fcpMs,
    lcpMs: page.lcpMs - floor.lcpMs,
    lcpRatio: floor.lcpMs ? Number((page.lcpMs / floor.lcpMs).toFixed(2)) : null,
    tbtMs: page.tbtMs - floor.tbtMs,
  };
}

const strip = ({ failing: _, ...figures }) => figures;

/**
 * Each page against its script-free floor: `runs` pairs, each a Lighthouse run through the
 * proxy that passes the page as it is and one through the proxy that takes its scripts out, run
 * one after the other (which goes first alternates, so neither arm always meets a machine the
 * other has just warmed or loaded). `onPair` sees each pair as it is measured.
 */
export async function measureAgainstFloor(proxies, paths, runs, onPair = () => {}) {
  const pages = [];
  for (const path of paths) {
    // The server renders a path once and keeps it: neither arm's first run pays for that.
    await Promise.all([fetch(`${proxies.withScripts}${path}`), fetch(`${proxies.withoutScripts}${path}`)]);
    const pairs = [];
    for (let run = 0; run < runs; run += 1) {
      const measure = (arm) => runWithRetry(`${proxies[arm]}${path}`);
      const pageFirst = run % 2 === 0;
      const first = await measure(pageFirst ? 'withScripts' : 'withoutScripts');
      const second = await measure(pageFirst ? 'withoutScripts' : 'withScripts');
      const pair = { page: pageFirst ? first : second, floor: pageFirst ? second : first, pageFirst };
      pairs.push(pair);
      onPair(path, run, pair);
    }
    const medians = {
      page: mediansOf(pairs.map((pair) => pair.page)),
      floor: mediansOf(pairs.map((pair) => pair.floor)),
    };
    pages.push({
      path,
      pairs: pairs.map(({ page, floor, pageFirst }) => ({ page: strip(page), floor: strip(floor), pageFirst })),
      median: medians,
      cost: {
        ...costOf(medians.page, medians.floor),
        // Less swayed by one run the machine slowed down: both arms of a pair met the same load.
        pairPoints: median(pairs.map(({ page, floor }) => Math.round((floor.performance - page.performance) * 100))),
      },
      failing: [...new Set(pairs.flatMap((pair) => Object.values(pair.page.failing).flat()))],
      floorFailing: [...new Set(pairs.flatMap((pair) => Object.values(pair.floor.failing).flat()))],
    });
  }
  return { formFactor: 'mobile', pairsPerPage: runs, pages };
}

/**
 * (g) Lighthouse's SEO category of each page at `baseUrl`, one run each (no timing is involved):
 * the score and the audits below 100. The bench runs it on a site with PUBLIC_URL and on one without.
 */
export async function measureSeo(baseUrl, paths) {
  const pages = [];
  for (const path of paths) {
    const lhr = await report(`${baseUrl}${path}`, ['seo']);
    pages.push({ path, seo: lhr.categories.seo.score, failing: failedAudits(lhr, 'seo') });
  }
  return pages;
}
