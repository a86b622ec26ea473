#!/usr/bin/env node
// `npm run soak:rolling`: a rolling update under load, proven on loopback. The built site on its own
// MariaDB, its migrations applied first by two `migrate` jobs run at once (the lock lets one apply
// them), then SOAK_PROCESSES API processes (3) behind Debian's nginx and a mixed load of reads,
// writes, logins, proxied video ranges and long video streams for SOAK_SECONDS (120). Meanwhile
// every process is replaced once, one at a time, as Kubernetes does (scripts/soak/rolling.mjs).
// Prints the replacements, requests by status class, client-visible errors and lost writes (both
// must be 0), writes bench-results/soak-rolling.json and exits 1 when a check fails
// (docs/operations.md, "Rolling update"). Everything it starts is stopped, also on Ctrl-C.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { playableNasUrl } from '@academy/common/video-url';
import site from '../tools/site-server.cjs';
import { ensureBuilt } from './bench/ensure-built.mjs';
import { ApiProcess } from './soak/api-process.mjs';
import { sleep } from './soak/child-process.mjs';
import { cleanupAll, cleanUpOnSignals, onCleanup } from './soak/cleanup.mjs';
import { apiEnvironment, startDatabase } from './soak/cluster.mjs';
import { detectReadinessPath } from './soak/health.mjs';
import { createAgent, retryStaleConnections } from './soak/http-client.mjs';
import { splitWorkers, startLoad } from './soak/load.mjs';
import { startNginx } from './soak/nginx.mjs';
import { Recorder } from './soak/recorder.mjs';
import { printRollingReport, summarizeRolling } from './soak/rolling-report.mjs';
import { ProcessLedger, Reloads, replaceOne, replacementTimes, runMigrateJobs } from './soak/rolling.mjs';
import { startSampleServer } from './soak/sample-server.mjs';
import { adminSession, expectStatus, prepareContent } from './soak/setup.mjs';
import { readRollingSettings } from './soak/settings.mjs';
import { verifyWrites } from './soak/verify-writes.mjs';
import { WriteLedger } from './soak/write-ledger.mjs';

const resultsDir = path.join(site.REPO_ROOT, 'bench-results');
const logDir = path.join(resultsDir, 'soak-rolling-logs');
const step = (text) => console.log(`soak:rolling: ${text}`);

/** The first process alone (it loads the demo content), the others together. */
async function startApis(env, count, processes) {
  const apis = [];
  for (let i = 1; i <= count; i++) {
    const name = `api-${i}`;
    const api = new ApiProcess({ name, port: await site.freePort(), env, logFile: path.join(logDir, `${name}.log`) });
    onCleanup(name, () => api.stop());
    processes.track(api);
    apis.push(api);
  }
  await apis[0].start('/api/health');
  const readinessPath = await detectReadinessPath(apis[0].baseUrl);
  await Promise.all(apis.slice(1).map((api) => api.start(readinessPath)));
  return { apis, readinessPath };
}

/** One more NAS video, on the sample server's slow path, for the long streams. */
async function addSlowVideo({ baseUrl, agent, admin, sampleOrigin, runId, content, ledger }) {
  const session = await adminSession(baseUrl, { agent, clientIp: '10.9.0.3', admin });
  const title = `부하 시험 긴 NAS 영상 ${runId}`;
  const url = `${sampleOrigin}/slow/soak-${runId}.mp4`;
  const video = expectStatus(
    await session.request('/api/admin/videos', {
      method: 'POST',
      json: { courseId: content.courseId, title, externalUrl: url, type: 'nas', isPublished: true },
    }),
    201,
    'registering the slow NAS video',
  );
  ledger.created('video', video.id, title);
  return { id: video.id, playUrl: playableNasUrl(url) };
}

async function main() {
  const settings = readRollingSettings(process.env);
  ensureBuilt();
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'academy-soak-rolling-'));
  onCleanup('temporary directory', () => rmSync(workDir, { recursive: true, force: true }));
  const runId = Date.now().toString(36);

  const database = await startDatabase({ workDir, logDir, step });
  const sample = await startSampleServer();
  onCleanup('sample server', () => (sample.closeIdle(), sample.stop()));
  const admin = { email: 'soak-admin@soak.test', password: `admin-${randomBytes(12).toString('base64url')}` };
  const env = apiEnvironment(database, sample.origin, admin);

  const migrateJobs = await runMigrateJobs(env, 2);
  step(`migrate jobs, two at once: ${migrateJobs.map((j) => `exit ${j.code} (${j.last})`).join('; ')}`);

  const recorder = new Recorder();
  const processes = new ProcessLedger(recorder);
  const { apis, readinessPath } = await startApis(env, settings.processes, processes);
  step(`API processes ${apis.map((a) => `${a.name} :${a.port} pid ${a.pid}`).join(', ')}; readiness ${readinessPath}`);
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
  const reloads = new Reloads(nginx);
  const staleRetries = [];
  retryStaleConnections((requestPath, error) => staleRetries.push({ at: Date.now(), path: requestPath, error }));

  const ledger = new WriteLedger();
  const workers = splitWorkers(settings.connections);
  const setupAgent = createAgent(4);
  const setup = { baseUrl: nginx.baseUrl, agent: setupAgent, admin, sampleOrigin: sample.origin, runId, ledger };
  const content = await prepareContent({ ...setup, memberCount: Math.min(workers.members, 10) });
  content.slowVideo = await addSlowVideo({ ...setup, content });
  step(
    `set up: 1 course, ${content.videos.length + 1} NAS videos (one slow), ${content.members.length} approved members`,
  );

  step(
    `load for ${settings.seconds} s at ${settings.connections} connections + ${settings.streamers} long streams; ${settings.replacements} replacements…`,
  );
  const t0 = Date.now();
  recorder.startPhase('warm-up');
  const load = startLoad({
    baseUrl: nginx.baseUrl,
    connections: settings.connections,
    streamers: settings.streamers,
    recorder,
    ledger,
    content,
    sampleOrigin: sample.origin,
    runId,
    admin,
  });
  const steps = [];
  const live = [...apis];
  const originals = [...apis];
  let endedAt;
  try {
    const times = replacementTimes(t0, settings.seconds, settings.replacements);
    for (let i = 0; i < settings.replacements; i++) {
      if (times[i] > Date.now()) await sleep(times[i] - Date.now());
      // The oldest process still running: every original goes first, as a rollout replaces them all.
      const old = originals.length ? originals.shift() : live[0];
      recorder.startPhase(`replacement-${i + 1}`);
      const { step: done, fresh } = await replaceOne({
        old,
        name: `api-${settings.processes + i + 1}`,
        env,
        logDir,
        live,
        reloads,
        processes,
        recorder,
        readinessPath,
        settings,
      });
      steps.push(done);
      step(
        `replacement ${i + 1}: ${done.old} → ${done.new} (pid ${fresh.pid}); the old one exited ${(done.exit.ms / 1000).toFixed(1)} s after SIGTERM with code ${done.exit.code}`,
      );
    }
    recorder.startPhase('steady');
    const end = t0 + settings.seconds * 1000;
    if (end > Date.now()) await sleep(end - Date.now());
  } finally {
    await load.stop();
    endedAt = Date.now();
    recorder.endPhases();
  }
  await reloads.settled();
  step('load stopped; reading every acknowledged write back…');
  const writes = await verifyWrites({ baseUrl: nginx.baseUrl, agent: setupAgent, admin, ledger });
  setupAgent.destroy();

  const summary = summarizeRolling({
    settings,
    recorder,
    steps,
    processes,
    reloads,
    staleRetries,
    upstreamErrors: nginx.upstreamErrors(),
    writes,
    crashes: [...apis, ...live].flatMap((a) => a.unexpectedExits.map((exit) => ({ name: a.name, ...exit }))),
    migrateJobs,
    t0,
    endedAt,
  });
  printRollingReport(summary, settings, load.workers);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'soak-rolling.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), settings, readinessPath, steps, ...summary }, null, 2)}\n`,
  );
  console.log('bench-results/soak-rolling.json written; logs in bench-results/soak-rolling-logs/');
  return summary.passed;
}

cleanUpOnSignals();
let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(`soak:rolling: ${error.stack ?? error.message}`);
} finally {
  await cleanupAll();
}
process.exit(passed ? 0 : 1);
