// Prints the bench figures as plain tables, each with the target it is measured against.
import { printColdLanding } from './cold-landing.mjs';
import { printProxy } from './proxy.mjs';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const score = (value) => (value === null || value === undefined ? '?' : Math.round(value * 100));

/** The issue's targets, printed beside what was measured (figures only: nothing fails). */
export const TARGETS = {
  jsBeforeInteractiveKb: 150,
  home: { performance: 95, lcpMs: 1500, tbtMs: 150, cls: 0.02 },
  otherPerformance: 90,
  otherCategories: 95,
  renderedHomeRatio: 0.5,
  publicReadRatio: 0.5,
  admin: { jsBeforeMembersKb: 450, membersFirstRowsMs: 1500, analyticsChartMs: 1500, loginDialogOpenMs: 300 },
};

function printPageScripts({ scripts, totals, interactiveAtMs, sharedLibraries, loadedTwice }) {
  console.log(
    `(a) JavaScript loaded by / (Chromium, 390x844, no throttling; hydrated, interactive at ${interactiveAtMs} ms)`,
  );
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
      `(${kb(totals.beforeInteractiveGzipBytes)} gzip-9 before interactive; target ≤ ${TARGETS.jsBeforeInteractiveKb} KB)`,
  );
  for (const [library, found] of Object.entries(sharedLibraries)) {
    console.log(
      `    ${library}: ${found.copies} cop${found.copies === 1 ? 'y' : 'ies'}${found.providers.length ? ` (share scope: ${found.providers.join(', ')})` : ''}`,
    );
  }
  console.log(`    shared library loaded twice: ${loadedTwice.length ? loadedTwice.join(', ') : 'none'}`);
}

function printLighthouse({ runsPerPage, pages }, floor) {
  console.log(`\n(b) Lighthouse 12, mobile — median of ${runsPerPage} run${runsPerPage === 1 ? '' : 's'} per page`);
  const rows = [...pages, ...(floor?.pages ?? []).map((page) => ({ ...page, path: `${page.path} without scripts` }))];
  console.table(
    rows.map(({ path, median }) => ({
      page: path,
      performance: score(median.performance),
      'LCP ms': median.lcpMs,
      'TBT ms': median.tbtMs,
      CLS: median.cls,
      'FCP ms': median.fcpMs,
      accessibility: score(median.accessibility),
      'best practices': score(median.bestPractices),
      SEO: score(median.seo),
      'CPU index': median.benchmarkIndex,
    })),
  );
  const { home } = TARGETS;
  console.log(
    `    targets: / performance ≥ ${home.performance}, LCP ≤ ${home.lcpMs} ms, TBT ≤ ${home.tbtMs} ms, CLS ≤ ${home.cls}; ` +
      `other pages performance ≥ ${TARGETS.otherPerformance}; accessibility, best practices, SEO ≥ ${TARGETS.otherCategories}`,
  );
  console.log(
    '    "without scripts": the same HTML with its scripts removed, what the browser alone spends on it here; ' +
      "CPU index: Lighthouse's benchmarkIndex of this machine (its 4x CPU slowdown assumes 1,500-2,000)",
  );
  for (const { path, failing } of pages)
    if (failing.length)
      console.log(`    ${path}: audits below 100 in accessibility/best practices/SEO: ${failing.join(', ')}`);
}

function printLoad({ connections, durationSec, pages, reads }) {
  console.log(`\n(c) autocannon, ${connections} connections, ${durationSec} s each, side by side with its reference`);
  const row = (label, r) => ({
    request: label,
    'req/s': r.requestsPerSec,
    'p50 ms': r.latencyMedianMs,
    'p99 ms': r.latencyP99Ms,
    'bytes/req': r.bytesPerRequest,
    non2xx: r.non2xx,
    errors: r.errors,
  });
  console.table([
    row('GET /index.html (static)', pages.staticIndex),
    row('GET / (server-rendered)', pages.renderedHome),
  ]);
  console.log(`    server-rendered / ÷ static index.html: ${pages.ratio} (target ≥ ${TARGETS.renderedHomeRatio})`);
  console.table(
    reads.flatMap(({ name, site, bareNest }) => [
      row(`GET /api/${name}`, site),
      row(`  bare NestJS, same list`, bareNest),
    ]),
  );
  for (const { name, ratio } of reads)
    console.log(`    /api/${name} ÷ bare NestJS: ${ratio} (target ≥ ${TARGETS.publicReadRatio})`);
}

const ms = (value) => (value === null ? '?' : `${value} ms`);

function printAdmin({ runs, median, loginFormShownToSignedInAdmin }) {
  const { admin } = TARGETS;
  console.log(
    `\n(e) Admin area, signed-in ADMIN, Chromium 1280x900 — median of ${runs} cold run${runs === 1 ? '' : 's'} (new context, empty cache)`,
  );
  console.table([
    {
      figure: 'JS before /admin/members shows rows (gzip-9)',
      value: kb(median.jsBeforeMembersGzipBytes),
      target: `≤ ${admin.jsBeforeMembersKb} KB`,
    },
    { figure: '  as served (compressed transfer)', value: kb(median.jsBeforeMembersTransferBytes), target: '' },
    { figure: '  scripts', value: median.scriptsBeforeMembers, target: '' },
    {
      figure: 'first member row (/admin/members)',
      value: ms(median.membersFirstRowsMs),
      target: `≤ ${admin.membersFirstRowsMs} ms`,
    },
    { figure: 'admin frame (layout + menu) drawn', value: ms(median.adminFrameMs), target: 'at once' },
    {
      figure: 'analytics chart drawn (/admin/analytics)',
      value: ms(median.analyticsChartMs),
      target: `≤ ${admin.analyticsChartMs} ms`,
    },
    { figure: '/admin-dashboard first tab panel', value: ms(median.dashboardFirstContentMs), target: '' },
    { figure: '/login → next page (signed-in ADMIN)', value: ms(median.loginRedirectMs), target: '' },
    {
      figure: 'login dialog: click → form drawn',
      value: ms(median.loginDialogOpenMs),
      target: `≤ ${admin.loginDialogOpenMs} ms`,
    },
  ]);
  console.log(
    `    times from navigation start; /login showed its form to the signed-in ADMIN in ${loginFormShownToSignedInAdmin} of ${runs} runs`,
  );
}

export function printReport(results) {
  if (results.pageScripts) printPageScripts(results.pageScripts);
  if (results.coldLanding) printColdLanding(results.coldLanding);
  if (results.lighthouse) printLighthouse(results.lighthouse, results.lighthouseFloor);
  if (results.admin) printAdmin(results.admin);
  if (results.apiLoad) printLoad(results.apiLoad);
  if (results.proxy) printProxy(results.proxy);
}
