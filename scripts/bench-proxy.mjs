#!/usr/bin/env node
// `npm run bench:proxy`: the video proxy section of `npm run bench` on its own (needs the built API,
// Debian's nginx and curl). Figures only; also written to bench-results/proxy.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import site from '../tools/site-server.cjs';
import { ensureBuilt } from './bench/ensure-built.mjs';
import { measureProxy, printProxy } from './bench/proxy.mjs';

const resultsDir = path.join(site.REPO_ROOT, 'bench-results');
mkdirSync(resultsDir, { recursive: true });
ensureBuilt(site.API_BUILD_OUTPUTS);
const rounds = Number(process.env.BENCH_PROXY_ROUNDS ?? 5);
const results = await measureProxy({ rounds, logDir: resultsDir });
printProxy(results);
writeFileSync(
  path.join(resultsDir, 'proxy.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, ...results }, null, 2)}\n`,
);
console.log('\nbench-results/proxy.json written');
