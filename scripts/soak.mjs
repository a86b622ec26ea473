#!/usr/bin/env node
// `npm run soak`: the built site on its own MariaDB, two API processes behind Debian's nginx, a
// mixed load at 50 connections for a few minutes while one API process is SIGKILLed and the
// database is restarted. Prints status classes per phase, acknowledged writes lost, 5xx outside the
// outage windows, recovery time, the login throttle seen across two processes and memory; writes
// bench-results/soak.json; exits 1 when one of its checks fails (see docs/operations.md, "Soak test").
// Loopback only; everything it starts is stopped and its temporary files removed, also on Ctrl-C.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import site from '../tools/site-server.cjs';
import { ensureBuilt } from './bench/ensure-built.mjs';
import { ApiProcess } from './soak/api-process.mjs';
import { cleanupAll, cleanUpOnSignals, onCleanup } from './soak/cleanup.mjs';
import { apiEnvironment, startDatabase } from './soak/cluster.mjs';
import { detectReadinessPath } from './soak/health.mjs';
import { createAgent } from './soak/http-client.mjs';
import { splitWorkers, startLoad } from './soak/load.mjs';
import { startNginx } from './soak/nginx.mjs';
import { summarize } from './soak/outcome.mjs';
import { runPhases } from './soak/phases.mjs';
import { Recorder } from './soak/recorder.mjs';
import { printReport } from './soak/report.mjs';
import { startSampleServer } from './soak/sample-server.mjs';
import { prepareContent } from './soak/setup.mjs';
import { readSettings } from './soak/settings.mjs';
import { checkLoginThrottle } from './soak/throttle-check.mjs';
import { verifyWrites } from './soak/verify-writes.mjs';
import { WriteLedger } from './soak/write-ledger.mjs';

const resultsDir = path.join(site.REPO_ROOT, 'bench-results');
const logDir = path.join(resultsDir, 'soak-logs');
const step = (text) => console.log(`soak: ${text}`);

async function startApis(env) {
  const apis = [];
  for (const name of ['api-1', 'api-2']) {
    apis.push(new ApiProcess({ name, port: await site.freePort(), env, logFile: path.join(logDir, `${name}.log`) }));
  }
  for (const api of apis) onCleanup(api.name, () => api.stop());
  // One at a time: the first runs the migrations and loads the demo content, the second finds them done.
  await apis[0].start('/api/health');
  const readinessPath = await detectReadinessPath(apis[0].baseUrl);
  await apis[1].start(readinessPath);
  step(`API processes ${apis.map((a) => `${a.name} :${a.port} pid ${a.pid}`).join(', ')}; readiness ${readinessPath}`);
  return { apis, readinessPath };
}

async function main() {
  const settings = readSettings(process.env);
  ensureBuilt();
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'academy-soak-'));
  onCleanup('temporary directory', () => rmSync(workDir, { recursive: true, force: true }));
  const runId = Date.now().toString(36);

  const database = await startDatabase({ workDir, logDir, step });
  const sample = await startSampleServer();
  onCleanup('sample server', () => (sample.closeIdle(), sample.stop()));
  const admin = { email: 'soak-admin@soak.test', password: `admin-${randomBytes(12).toString('base64url')}` };
  const { apis, readinessPath } = await startApis(apiEnvironment(database, sample.origin, admin));
  const nginx = await startNginx({
    dir: path.join(workDir, 'nginx'),
    listenPort: await site.freePort(),
    upstreamPorts: apis.map((a) => a.port),
  });
  onCleanup('nginx error log', () =>
    copyFileSync(path.join(workDir, 'nginx', 'error.log'), path.join(logDir, 'nginx-error.log')),
  );
  onCleanup('nginx', () => nginx.stop());
  step(`nginx on ${nginx.baseUrl} → ${apis.map((a) => a.port).join(', ')}; sample NAS on ${sample.origin}`);

  const ledger = new WriteLedger();
  const workers = splitWorkers(settings.connections);
  const setupAgent = createAgent(4);
  const content = await prepareContent({
    baseUrl: nginx.baseUrl,
    agent: setupAgent,
    admin,
    sampleOrigin: sample.origin,
    runId,
    memberCount: Math.min(workers.members, 10),
    ledger,
  });
  step(`set up: 1 course, ${content.videos.length} NAS videos, ${content.members.length} approved members`);
  const throttle = await checkLoginThrottle(
    apis.map((a) => a.baseUrl),
    content.throttleTargets,
  );
  const rssBefore = apis.map((a) => a.rssMiB());
  const stopSupervising = apis.map((a) => a.supervise(readinessPath));

  step(`load for ${settings.seconds} s at ${settings.connections} connections…`);
  const recorder = new Recorder();
  const t0 = Date.now();
  const load = startLoad({
    baseUrl: nginx.baseUrl,
    connections: settings.connections,
    recorder,
    ledger,
    content,
    sampleOrigin: sample.origin,
    runId,
    admin,
  });
  let windows;
  try {
    windows = await runPhases({ ...settings, recorder, apis, database, readinessPath });
  } finally {
    await load.stop();
  }
  const rssAfter = apis.map((a) => a.rssMiB());
  stopSupervising.forEach((stop) => stop());
  step('load stopped; reading every acknowledged write back…');
  const writes = await verifyWrites({ baseUrl: nginx.baseUrl, agent: setupAgent, admin, ledger });
  setupAgent.destroy();

  const summary = summarize({
    recorder,
    windows,
    writes,
    throttle,
    t0,
    rss: apis.map((a, i) => ({ name: a.name, pids: a.pids, beforeMiB: rssBefore[i], afterMiB: rssAfter[i] })),
    crashes: apis.flatMap((a) => a.unexpectedExits.map((exit) => ({ name: a.name, ...exit }))),
  });
  printReport(summary, { ...settings, workers, readinessPath });
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'soak.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), settings, readinessPath, ...summary }, null, 2)}\n`,
  );
  console.log(`bench-results/soak.json written; logs in bench-results/soak-logs/`);
  return summary.passed;
}

cleanUpOnSignals();
let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(`soak: ${error.stack ?? error.message}`);
} finally {
  await cleanupAll();
}
process.exit(passed ? 0 : 1);
