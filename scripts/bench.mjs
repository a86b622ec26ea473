#!/usr/bin/env node
// `npm run bench`: builds what is missing, starts the built site on a free port with a fresh data
// directory, then prints (a) the JavaScript `/` loads before it is interactive, (b) Lighthouse
// mobile figures of the public pages, each against the same page without its scripts (its floor), (c) throughput of the server-rendered / and of the public
// reads, each beside its reference, (d) the video proxy against nginx (also `npm run bench:proxy`),
// (f) the cold `/` and `/courses`: the heading painted in a fresh browser profile (also BENCH_ONLY=cold-landing),
// (g) Lighthouse's SEO score of every public page, on this site (no PUBLIC_URL) and on a second one with PUBLIC_URL,
// (h) the quiz reads at full size on MariaDB (api/bench/quizzes.mjs; also BENCH_ONLY=quizzes, `npm run bench:quizzes`),
// (i) /parent on a phone beside /members (also BENCH_ONLY=parent, `npm run bench:parent`).
// Figures only, no pass/fail; also written to bench-results/latest.json.
// BENCH_LIGHTHOUSE_RUNS: pairs per page in (b), 5 by default; 0 skips (b), 1 for a quick look.
// BENCH_ONLY=lighthouse runs (a), (b) and (g) alone (`npm run bench:lighthouse`).
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import site from '../tools/site-server.cjs';
import { measureAdmin } from './bench/admin.mjs';
import { measureApiLoad } from './bench/api-load.mjs';
import { measureColdLanding } from './bench/cold-landing.mjs';
import { ensureBuilt } from './bench/ensure-built.mjs';
import { measureAgainstFloor, measureSeo } from './bench/lighthouse.mjs';
import { measurePageScripts } from './bench/page-scripts.mjs';
import { measureParent } from './bench/parent.mjs';
import { startPairedProxies } from './bench/paired-proxies.mjs';
import { measureProxy } from './bench/proxy.mjs';
import { printPair, printReport } from './bench/report.mjs';

const resultsDir = path.join(site.REPO_ROOT, 'bench-results');
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const adminRuns = Number(process.env.BENCH_ADMIN_RUNS ?? 5);
const coldRuns = Number(process.env.BENCH_COLD_RUNS ?? 5);
const parentRuns = Number(process.env.BENCH_PARENT_RUNS ?? 7);
const only = process.env.BENCH_ONLY;
const ALONE = ['admin', 'cold-landing', 'lighthouse', 'quizzes', 'parent'];
if (only && !ALONE.includes(only))
  throw new Error(`BENCH_ONLY=${only}: the sections that run alone are ${ALONE.map((name) => `"${name}"`).join(', ')}`);

/** The public pages the issue sets figures for: /, /courses, /gallery and the first program. */
async function lighthousePages(baseUrl) {
  const programs = await (await fetch(`${baseUrl}/api/programs`)).json();
  return ['/', '/courses', '/gallery', ...(programs.length ? [`/program/${programs[0].slug}`] : [])];
}

/** Every public page a search engine should index: (g) checks SEO on each. */
async function publicPages(baseUrl) {
  const programs = await (await fetch(`${baseUrl}/api/programs`)).json();
  const notices = await (await fetch(`${baseUrl}/api/notices`)).json();
  return [
    '/',
    '/about',
    '/courses',
    '/gallery',
    '/notices',
    ...notices.slice(0, 1).map((notice) => `/notices/${notice.id}`),
    ...programs.map((program) => `/program/${program.slug}`),
  ];
}

/** The address (g) gives the second site: canonical, Open Graph and sitemap URLs are built from it. */
const SEO_PUBLIC_URL = 'https://eden-english.example';
/** The administrator api/bench/api-server.mjs creates in the databases bench:scale seeds. */
const SCALE_ADMIN = {
  adminEmail: 'admin@bench.local',
  adminPassword: 'bench-admin-password',
  consolePassword: 'bench-console-password',
};

ensureBuilt();
// The quiz bench starts its own API on its own database: no site to start for it alone.
if (only === 'quizzes') process.exit(quizFigures().exitCode ?? 1);
// No PUBLIC_URL: canonical and Open Graph URLs come from the address the browser opened, which
// the loopback proxies of (b) pass on as X-Forwarded-Host (trusted from loopback).
const port = await site.freePort(process.env.BENCH_PORT);
/**
 * BENCH_ADMIN_DATABASE_URL: the site on a database `npm run bench:scale` kept (BENCH_KEEP_DATABASE=1),
 * signed in as that bench's administrator, so the admin screens are timed at L.
 */
const scaleDatabase = process.env.BENCH_ADMIN_DATABASE_URL;
const server = await site.startSite({
  logFile: path.join(resultsDir, 'site-server.log'),
  port,
  env: {
    TRUST_PROXY: 'loopback',
    // A server database wants a session secret of its own (the embedded one makes one in DATA_DIR).
    ...(scaleDatabase
      ? { DATABASE_URL: scaleDatabase, SEED_DEMO: 'false', SESSION_SECRET: randomBytes(32).toString('hex') }
      : {}),
  },
  ...(scaleDatabase ? { credentials: SCALE_ADMIN } : {}),
});
const stop = () => server.stop().then(() => process.exit(130));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
console.log(
  `bench: built site on ${server.baseUrl} (${scaleDatabase ? 'the kept bench:scale database' : 'SQLite, demo content'}, no PUBLIC_URL, TRUST_PROXY=loopback)\n`,
);

/** (b): every public page and its floor through the paired proxies, pair by pair. */
async function lighthouseAgainstFloor() {
  const proxies = await startPairedProxies(server.baseUrl);
  try {
    console.log(`(b) Lighthouse, ${lighthouseRuns} pairs per page (page, floor), as they are measured:`);
    const paths = await lighthousePages(server.baseUrl);
    return await measureAgainstFloor(proxies, paths, lighthouseRuns, printPair);
  } finally {
    await proxies.stop();
  }
}

/** (g): SEO of every public page here (no PUBLIC_URL), then on a second site started with PUBLIC_URL. */
async function seoWithAndWithoutPublicUrl() {
  const withoutPublicUrl = await measureSeo(server.baseUrl, await publicPages(server.baseUrl));
  const second = await site.startSite({
    logFile: path.join(resultsDir, 'site-server-public-url.log'),
    port: await site.freePort(),
    env: { PUBLIC_URL: SEO_PUBLIC_URL },
  });
  try {
    // Its own data directory: the same demo content under other ids (a notice's address differs).
    const withPublicUrl = await measureSeo(second.baseUrl, await publicPages(second.baseUrl));
    return { publicUrl: SEO_PUBLIC_URL, withoutPublicUrl, withPublicUrl };
  } finally {
    await second.stop();
  }
}

/**
 * (h): the quiz bench seeds its own MariaDB database (30,000 members, 3,000,000 attempts) and
 * starts its own API, so it runs as a child process after the site has stopped. Its figures are
 * printed as it goes; the exit code says whether it ran.
 */
function quizFigures() {
  console.log('\n(h) quizzes at full size on MariaDB (api/bench/quizzes.mjs):');
  const run = spawnSync(process.execPath, [path.join(site.REPO_ROOT, 'api', 'bench', 'quizzes.mjs')], {
    cwd: site.REPO_ROOT,
    stdio: 'inherit',
  });
  return { exitCode: run.status };
}

/** Printed, and written to bench-results/latest.json (the admin section alone: latest-admin.json). */
function save(results, file) {
  printReport(results);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, file), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nbench-results/${file} written`);
}

try {
  const results = { measuredAt: new Date().toISOString(), node: process.version };
  if (only === 'admin') {
    results.admin = await measureAdmin(server.baseUrl, server.credentials, adminRuns);
    save(results, 'latest-admin.json');
  } else if (only === 'lighthouse') {
    results.pageScripts = await measurePageScripts(server.baseUrl);
    results.lighthouse = await lighthouseAgainstFloor();
    results.seo = await seoWithAndWithoutPublicUrl();
    save(results, 'latest-lighthouse.json');
  } else if (only === 'parent') {
    results.parent = await measureParent(server.baseUrl, server.credentials, parentRuns);
    save(results, 'latest-parent.json');
  } else if (only === 'cold-landing') {
    results.coldLanding = await measureColdLanding(server.baseUrl, coldRuns);
    save(results, 'latest-cold-landing.json');
  } else {
    // First, while nothing else has asked for a page: the first visit a fresh browser makes.
    results.coldLanding = await measureColdLanding(server.baseUrl, coldRuns);
    results.pageScripts = await measurePageScripts(server.baseUrl);
    results.lighthouse = lighthouseRuns > 0 ? await lighthouseAgainstFloor() : null;
    results.seo = lighthouseRuns > 0 ? await seoWithAndWithoutPublicUrl() : null;
    // Cold timings before the load test, which leaves the machine busy for a while.
    results.admin = await measureAdmin(server.baseUrl, server.credentials, adminRuns);
    results.parent = await measureParent(server.baseUrl, server.credentials, parentRuns);
    results.apiLoad = await measureApiLoad(server.baseUrl);
    // The proxy section starts its own API processes: the site above stops first, so it does not share the CPU.
    await server.stop();
    results.proxy = await measureProxy({ logDir: resultsDir });
    results.quizzes = quizFigures();
    save(results, 'latest.json');
  }
} finally {
  await server.stop();
}
