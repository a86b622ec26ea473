#!/usr/bin/env node
// `npm run bench`: builds what is missing, starts the built site on a free port with a fresh data
// directory, then prints (a) the JavaScript `/` loads, (b) Lighthouse mobile performance and LCP,
// (c) API throughput and latency, (d) the video proxy against nginx (also `npm run bench:proxy`).
// Figures only, no pass/fail; also written to bench-results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import site from '../e2e/support/site-server.cjs';
import { measureApiLoad } from './bench/api-load.mjs';
import { ensureBuilt } from './bench/ensure-built.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { measurePageScripts } from './bench/page-scripts.mjs';
import { measureProxy } from './bench/proxy.mjs';
import { printReport } from './bench/report.mjs';

const resultsDir = path.join(site.REPO_ROOT, 'bench-results');

ensureBuilt();
const server = await site.startSite({ logFile: path.join(resultsDir, 'site-server.log'), port: process.env.BENCH_PORT });
const stop = () => server.stop().then(() => process.exit(130));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
console.log(`bench: built site on ${server.baseUrl} (SQLite, demo content)\n`);

try {
  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    pageScripts: await measurePageScripts(server.baseUrl),
    lighthouse: await measureLighthouse(`${server.baseUrl}/`),
    apiLoad: await measureApiLoad(server.baseUrl),
  };
  // The proxy section starts its own API processes: the site above stops first, so it does not share the CPU.
  await server.stop();
  results.proxy = await measureProxy({ logDir: resultsDir });
  printReport(results);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nbench-results/latest.json written`);
} finally {
  await server.stop();
}
