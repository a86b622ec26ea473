// The rolling update of `npm run soak:rolling`, done as Kubernetes does one with maxSurge 1 and
// maxUnavailable 0, nginx standing in for the Service: start the new process, wait for its
// readiness, put it in nginx's upstream list, take the old one out, wait the preStop time, SIGTERM
// it and wait for it to exit within the grace period.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import site from '../../tools/site-server.cjs';
import { ApiProcess } from './api-process.mjs';
import { sleep } from './child-process.mjs';
import { onCleanup } from './cleanup.mjs';

const isOk = (entry) => entry.status >= 200 && entry.status < 300;
const address = (api) => `127.0.0.1:${api.port}`;
/** How long after a reload nginx's old workers may still hold client connections they then close. */
const AFTER_DRAIN_MS = 1000;

/**
 * `node api/dist/migrate.js`, `runs` times at once, as a release's migration job (and a retry of
 * it) would run before the new processes start. Resolves with each run's exit code and last line.
 */
export function runMigrateJobs(env, runs) {
  const one = () =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(site.REPO_ROOT, 'api/dist/migrate.js')], {
        cwd: site.REPO_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => {
        const lines = output.trim().split('\n');
        const applied = /마이그레이션 (\d+)개를 적용했습니다/.exec(output);
        resolve({
          code,
          applied: applied ? Number(applied[1]) : 0,
          waited: output.includes('끝나기를 기다립니다'),
          last: lines[lines.length - 1],
        });
      });
    });
  return Promise.all(Array.from({ length: runs }, one));
}

/** The process's own account of its stop (api/src/main.ts prints it), or null if it printed none. */
function stopReportOf(logFile) {
  const match =
    /종료했습니다 \(([\d.]+)초, 포트를 닫을 때 처리 중이던 요청 (\d+)개(?:, 제한 시간 안에 끝나지 않아 끊은 요청 (\d+)개)?\)/.exec(
      readFileSync(logFile, 'utf8'),
    );
  return match ? { seconds: Number(match[1]), inFlight: Number(match[2]), cut: Number(match[3] ?? 0) } : null;
}

/**
 * Keeps what the report needs from the load as it runs: answers per process, and the requests a
 * process was still answering when its SIGTERM came (and any it was sent after it).
 */
export class ProcessLedger {
  constructor(recorder) {
    this.byAddress = new Map();
    recorder.taps.add((entry) => {
      const process = entry.upstream && this.byAddress.get(entry.upstream);
      if (!process) return;
      process.answers++;
      if (process.sigtermAt === null || entry.end < process.sigtermAt) return;
      const inFlight = entry.start < process.sigtermAt;
      const bucket = inFlight ? process.inFlightAtSigterm : process.sentAfterSigterm;
      const cls = entry.status === 0 ? 'netErr' : `${Math.floor(entry.status / 100)}xx`;
      bucket[cls] = (bucket[cls] ?? 0) + 1;
      if (inFlight && entry.type.startsWith('proxy long stream')) process.longStreamsAtSigterm++;
    });
  }

  track(api) {
    this.byAddress.set(address(api), {
      name: api.name,
      port: api.port,
      answers: 0,
      sigtermAt: null,
      inFlightAtSigterm: {},
      sentAfterSigterm: {},
      longStreamsAtSigterm: 0,
    });
  }

  of(api) {
    return this.byAddress.get(address(api));
  }
}

/**
 * nginx reloads, each with the time its old workers had all left (polled from /proc): a request
 * re-sent on a new connection because nginx closed an idle one belongs inside such a window.
 */
export class Reloads {
  constructor(nginx) {
    this.nginx = nginx;
    this.list = [];
  }

  async reload(ports) {
    const entry = { start: Date.now(), confirmed: null, drained: null, ports: [...ports] };
    this.list.push(entry);
    entry.generation = await this.nginx.reload(ports);
    entry.confirmed = Date.now();
    entry.whenDrained = (async () => {
      const deadline = Date.now() + 120_000;
      while (this.nginx.shuttingDown() > 0 && Date.now() < deadline) await sleep(50);
      entry.drained = Date.now();
    })();
    return entry;
  }

  settled() {
    return Promise.all(this.list.map((entry) => entry.whenDrained));
  }

  /** Whether `time` falls between a reload's signal and a moment after its old workers left. */
  covers(time) {
    return this.list.some((r) => time >= r.start && time <= (r.drained ?? Infinity) + AFTER_DRAIN_MS);
  }
}

/**
 * One replacement. `live` is nginx's upstream list, changed in place. Resolves with what happened
 * and when; the old process has exited by then (on its own, or SIGKILLed after the grace).
 */
export async function replaceOne({
  old,
  name,
  env,
  logDir,
  live,
  reloads,
  processes,
  recorder,
  readinessPath,
  settings,
}) {
  const step = { old: old.name, oldPid: old.pid, oldAddress: address(old), new: name, startedAt: Date.now() };
  const fresh = new ApiProcess({ name, port: await site.freePort(), env, logFile: path.join(logDir, `${name}.log`) });
  onCleanup(name, () => fresh.stop());
  processes.track(fresh);
  await fresh.start(readinessPath);
  step.newPid = fresh.pid;
  step.readyAt = Date.now();

  const firstFromFresh = recorder.firstMatching((e) => isOk(e) && e.upstream === address(fresh), 30_000);
  live.push(fresh);
  step.addingAt = Date.now();
  await reloads.reload(live.map((api) => api.port));
  const first = await firstFromFresh;
  step.firstAnswerAt = first?.end ?? null;

  live.splice(live.indexOf(old), 1);
  await reloads.reload(live.map((api) => api.port));
  step.removedAt = Date.now();
  await sleep(settings.preStopMs);

  step.oldNginxWorkersAtSigterm = reloads.nginx.shuttingDown();
  step.sigtermAt = Date.now();
  processes.of(old).sigtermAt = step.sigtermAt;
  step.exit = await old.terminate(settings.graceSeconds * 1000);
  step.exitedAt = Date.now();
  step.stopReport = stopReportOf(old.logFile);
  return { step, fresh };
}

/** When each of `count` replacements may begin: spread over the middle 70 % of the load. */
export function replacementTimes(t0, seconds, count) {
  const total = seconds * 1000;
  return Array.from({ length: count }, (_, i) => t0 + total * (0.15 + (0.7 * i) / count));
}
