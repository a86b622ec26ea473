// (b) Lighthouse 12, default (mobile) settings with its simulated throttling: performance score
// and Largest Contentful Paint of `/`, each the median of several runs in a fresh Chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import chromiumSetup from '../../e2e/support/chromium.cjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function oneRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumSetup.CHROMIUM_PATH, chromeFlags: chromiumSetup.CHROMIUM_ARGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      score: lhr.categories.performance.score,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
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

export async function measureLighthouse(url, runs = 3) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runWithRetry(url));
  return {
    formFactor: 'mobile',
    runs: results,
    medianScore: median(results.map((r) => r.score)),
    medianLcpMs: median(results.map((r) => r.lcpMs)),
  };
}
