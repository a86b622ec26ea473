// Prints the bench figures as plain tables.
import { printProxy } from './proxy.mjs';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printPageScripts({ scripts, totals, interactiveAtMs, sharedLibraries, loadedTwice }) {
  console.log(`(a) JavaScript loaded by / (Chromium, 390x844, no throttling; interactive at ${interactiveAtMs} ms)`);
  const rows = scripts.map((s) => ({
    script: s.url,
    status: s.status,
    served: kb(s.transferBytes),
    gzip9: kb(s.gzipBytes),
    'done at': s.finishedAtMs === null ? '?' : `${s.finishedAtMs} ms`,
    'before interactive': s.beforeInteractive ? 'yes' : 'no',
  }));
  console.table(rows);
  console.log(
    `    total: ${totals.count} scripts, ${kb(totals.rawBytes)} raw, ${kb(totals.gzipBytes)} gzip-9 ` +
      `(${kb(totals.beforeInteractiveGzipBytes)} gzip-9 before interactive)`,
  );
  for (const [library, found] of Object.entries(sharedLibraries)) {
    console.log(`    ${library}: ${found.copies} cop${found.copies === 1 ? 'y' : 'ies'}${found.providers.length ? ` (share scope: ${found.providers.join(', ')})` : ''}`);
  }
  console.log(`    shared library loaded twice: ${loadedTwice.length ? loadedTwice.join(', ') : 'none'}`);
}

function printLighthouse({ runs, medianScore, medianLcpMs }) {
  console.log(`\n(b) Lighthouse 12, mobile, / — median of ${runs.length} runs`);
  console.table(runs.map((r, i) => ({ run: i + 1, score: r.score, 'LCP ms': r.lcpMs, 'FCP ms': r.fcpMs, 'TBT ms': r.tbtMs })));
  console.log(`    median performance score ${medianScore}, median LCP ${medianLcpMs} ms`);
}

function printApiLoad({ connections, durationSec, health, courses, healthToCoursesRatio }) {
  console.log(`\n(c) autocannon, ${connections} connections, ${durationSec} s each`);
  console.table(
    [health, courses].map((r) => ({ endpoint: `GET ${r.url}`, 'req/s': r.requestsPerSec, 'p50 ms': r.latencyMedianMs, 'p99 ms': r.latencyP99Ms, non2xx: r.non2xx, errors: r.errors })),
  );
  console.log(`    /api/health ÷ /api/courses req/s: ${healthToCoursesRatio}`);
}

export function printReport(results) {
  printPageScripts(results.pageScripts);
  printLighthouse(results.lighthouse);
  printApiLoad(results.apiLoad);
  printProxy(results.proxy);
}
