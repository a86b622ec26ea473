// Prints the bench figures as plain tables, each with the target it is measured against.
import { printColdLanding } from './cold-landing.mjs';
import { printProxy } from './proxy.mjs';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** A figure beside its target: whether it was met, then the target. */
const target = (met, text) => `${met ? 'met' : 'NOT met'} (target ${text})`;
/** A difference with its sign: +120, -40. */
const signed = (value) => (value >= 0 ? `+${value}` : `${value}`);
const score = (value) => (value === null || value === undefined ? '?' : Math.round(value * 100));

/** The issue's targets, printed beside what was measured (figures only: nothing fails). */
export const TARGETS = {
  jsBeforeInteractiveKb: 150,
  home: { pointsUnderFloor: 3, tbtMs: 150, lcpRatio: 1.1, cls: 0 },
  otherPointsUnderFloor: 5,
  categories: 100,
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
  console.log(`    total: ${totals.count} scripts, ${kb(totals.rawBytes)} raw, ${kb(totals.gzipBytes)} gzip-9`);
  const beforeKb = totals.beforeInteractiveGzipBytes / 1024;
  console.log(
    `    JavaScript before / is interactive: ${kb(totals.beforeInteractiveGzipBytes)} gzipped (level 9): ` +
      target(beforeKb <= TARGETS.jsBeforeInteractiveKb, `≤ ${TARGETS.jsBeforeInteractiveKb} KB`),
  );
  for (const [library, found] of Object.entries(sharedLibraries)) {
    console.log(
      `    ${library}: ${found.copies} cop${found.copies === 1 ? 'y' : 'ies'}${found.providers.length ? ` (share scope: ${found.providers.join(', ')})` : ''}`,
    );
  }
  console.log(`    shared library loaded twice: ${loadedTwice.length ? loadedTwice.join(', ') : 'none'}`);
}

const pct = (value) => `${Math.round(value * 100)}`;
const figuresOf = (r) => `${pct(r.performance)} pts, FCP ${r.fcpMs}, LCP ${r.lcpMs}, TBT ${r.tbtMs} ms, CLS ${r.cls}`;

/** One line per pair while (b) runs: it takes minutes, and a pair far off the others shows at once. */
export function printPair(path, run, { page, floor, pageFirst }) {
  console.log(
    `    ${path} pair ${run + 1}${pageFirst ? '' : ' (floor first)'}: page ${figuresOf(page)} | ` +
      `floor ${figuresOf(floor)} | CPU index ${page.benchmarkIndex}/${floor.benchmarkIndex}`,
  );
}

function printLighthouse({ pairsPerPage, pages }) {
  console.log(
    `\n(b) Lighthouse 12, mobile — each page against its script-free floor, ${pairsPerPage} interleaved pair${pairsPerPage === 1 ? '' : 's'} per page`,
  );
  console.log(
    '    floor: the same page through an identical loopback proxy that removes its scripts and script preloads ' +
      '(JSON data and JSON-LD stay); what the browser alone spends on the HTML on this machine, measured beside the page',
  );
  for (const { path, pairs, median, cost, failing, floorFailing } of pages) {
    const row = (label, r) => ({
      run: label,
      performance: score(r.performance),
      'FCP ms': r.fcpMs,
      'LCP ms': r.lcpMs,
      'TBT ms': r.tbtMs,
      CLS: r.cls,
      SEO: score(r.seo),
      accessibility: score(r.accessibility),
      'best practices': score(r.bestPractices),
      'CPU index': r.benchmarkIndex,
    });
    console.log(`\n  ${path}`);
    console.table([
      ...pairs.flatMap(({ page, floor }, i) => [row(`pair ${i + 1} page`, page), row(`pair ${i + 1} floor`, floor)]),
      row('median page', median.page),
      row('median floor', median.floor),
    ]);
    const { home } = TARGETS;
    const isHome = path === '/';
    const pointsTarget = isHome ? home.pointsUnderFloor : TARGETS.otherPointsUnderFloor;
    const points = cost.points >= 0 ? `${cost.points} points under` : `${-cost.points} points above`;
    const lines = [
      `performance ${points} the floor (median of the pairs' own differences: ${cost.pairPoints}): ${target(cost.points <= pointsTarget, `≤ ${pointsTarget} points under`)}`,
      `FCP ${signed(cost.fcpMs)} ms, LCP ${signed(cost.lcpMs)} ms (${cost.lcpRatio}× the floor's)` +
        (isHome
          ? `: ${target(cost.lcpRatio !== null && cost.lcpRatio <= home.lcpRatio, `LCP ≤ ${home.lcpRatio}×`)}`
          : ''),
      `TBT ${median.page.tbtMs} ms (floor ${median.floor.tbtMs} ms, ${signed(cost.tbtMs)} ms)` +
        (isHome ? `: ${target(median.page.tbtMs <= home.tbtMs, `≤ ${home.tbtMs} ms`)}` : ''),
      ...(isHome ? [`CLS ${median.page.cls}: ${target(median.page.cls <= home.cls, `${home.cls}`)}`] : []),
      `SEO ${score(median.page.seo)}, accessibility ${score(median.page.accessibility)}, best practices ${score(median.page.bestPractices)}: ` +
        target(
          [median.page.seo, median.page.accessibility, median.page.bestPractices].every(
            (v) => v * 100 >= TARGETS.categories,
          ),
          `${TARGETS.categories} each`,
        ),
    ];
    for (const line of lines) console.log(`    ${line}`);
    if (failing.length) console.log(`    audits below 100 in accessibility/best practices/SEO: ${failing.join(', ')}`);
    if (floorFailing.length) console.log(`    (the floor's: ${floorFailing.join(', ')})`);
  }
  console.log(
    "\n    CPU index: Lighthouse's benchmarkIndex of this machine per run (its 4x CPU slowdown assumes 1,500-2,000; " +
      'a busy machine scores lower, and both arms of a pair share what it was doing)',
  );
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
    {
      figure: '  chart and per-video table drawn',
      value: ms(median.analyticsChartAndTableMs),
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

function printSeo({ publicUrl, withoutPublicUrl, withPublicUrl }) {
  console.log(`\n(g) Lighthouse 12 SEO of every public page, without PUBLIC_URL and with PUBLIC_URL=${publicUrl}`);
  console.table(
    // Both sites hold the same demo content, so their lists of pages line up (ids aside).
    withoutPublicUrl.map((page, i) => ({
      page: page.path.replace(/^\/notices\/.+/, '/notices/<first notice>'),
      'no PUBLIC_URL': score(page.seo),
      'with PUBLIC_URL': score(withPublicUrl[i]?.seo),
      'audits below 100': [...new Set([...page.failing, ...(withPublicUrl[i]?.failing ?? [])])].join(', '),
    })),
  );
  const all = [...withoutPublicUrl, ...withPublicUrl];
  console.log(
    `    ${all.filter((page) => page.seo * 100 >= TARGETS.categories).length} of ${all.length} at ${TARGETS.categories}: ` +
      target(
        all.every((page) => page.seo * 100 >= TARGETS.categories),
        `SEO ${TARGETS.categories} on every public page, with and without PUBLIC_URL`,
      ),
  );
}

export function printReport(results) {
  if (results.pageScripts) printPageScripts(results.pageScripts);
  if (results.coldLanding) printColdLanding(results.coldLanding);
  if (results.lighthouse) printLighthouse(results.lighthouse);
  if (results.seo) printSeo(results.seo);
  if (results.admin) printAdmin(results.admin);
  if (results.apiLoad) printLoad(results.apiLoad);
  if (results.proxy) printProxy(results.proxy);
}
