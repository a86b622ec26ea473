// The soak's timeline. Load runs throughout; the phase controller kills one API process, later
// restarts the database, and measures each outage window: from the fault to the first 2xx after it
// (from every process, for the database).
// Each phase lasts its share of SOAK_SECONDS, or longer when its fault takes longer to recover from.
import { sleep } from './child-process.mjs';
import { waitReady } from './health.mjs';

const isOk = (entry) => entry.status >= 200 && entry.status < 300;
const SHARES = { warmUp: 0.1, steady1: 0.2, apiKill: 0.15, steady2: 0.15, dbRecovery: 0.1, steady3: 0.2 };
/** The database's own outage (down time and start-up) is not a share: it takes what it takes. */
const DB_FIRST_OK_TIMEOUT_MS = 2 * 60_000;

function phaseTimer(recorder, total) {
  return async (name, share, during = async () => {}) => {
    const start = Date.now();
    recorder.startPhase(name);
    await during();
    const wait = start + share * total - Date.now();
    if (wait > 0) await sleep(wait);
  };
}

/** SIGKILL the last API process, start it again after `downSeconds` on the same port. */
async function killApiProcess({ recorder, apis, readinessPath, downSeconds, total }) {
  const victim = apis[apis.length - 1];
  const address = `127.0.0.1:${victim.port}`;
  const window = { what: `SIGKILL ${victim.name} (pid ${victim.pid})`, start: Date.now() };
  await victim.kill();
  const firstFromVictim = recorder.firstMatching((e) => isOk(e) && e.upstream === address, total);
  await sleep(downSeconds * 1000);
  window.restartedAt = Date.now();
  await victim.start(readinessPath);
  window.readyAt = Date.now();
  window.newPid = victim.pid;
  const first = await Promise.race([firstFromVictim, sleep(15_000).then(() => null)]);
  window.end = first?.end ?? window.readyAt;
  window.endedBy = first
    ? 'first 2xx through nginx from the restarted process'
    : 'restarted process answered its readiness probe';
  return window;
}

/**
 * The window ends when every process has answered a 2xx that needs the database again (through
 * nginx), so a process that recovers a moment after the other is not counted as failing outside it.
 */
async function stopDatabase({ recorder, database, apis, hardStop, downSeconds }) {
  const window = {
    what: `${hardStop ? 'SIGKILL of' : 'clean shutdown of'} the soak's MariaDB`,
    start: Date.now(),
    backAt: null,
  };
  window.firstOk = apis.map((api) => {
    const address = `127.0.0.1:${api.port}`;
    const first = (e) =>
      isOk(e) && e.needsDb && e.upstream === address && window.backAt !== null && e.end >= window.backAt;
    return recorder
      .firstMatching(first, DB_FIRST_OK_TIMEOUT_MS)
      .then((entry) => ({ name: api.name, end: entry?.end ?? null }));
  });
  await database.stop({ hard: hardStop });
  window.stoppedAt = Date.now();
  await sleep(downSeconds * 1000);
  await database.start();
  window.backAt = Date.now();
  return window;
}

/** From the database's return: each process's first 2xx through nginx, and its own readiness. */
async function awaitRecovery(window, { apis, readinessPath }) {
  const seconds = (time) => (time === null ? null : (time - window.backAt) / 1000);
  const readiness = apis.map(async (api) => {
    const ready = await waitReady(api.baseUrl, {
      path: readinessPath,
      timeoutMs: DB_FIRST_OK_TIMEOUT_MS,
      intervalMs: 100,
    });
    return { name: api.name, readySeconds: ready ? seconds(Date.now()) : null };
  });
  const firstOk = await Promise.all(window.firstOk);
  delete window.firstOk;
  const ends = firstOk.map((f) => f.end);
  window.end = ends.includes(null) ? null : Math.max(...ends);
  const found = ends.filter((end) => end !== null);
  window.firstOkSeconds = found.length ? seconds(Math.min(...found)) : null;
  window.processes = (await Promise.all(readiness)).map((r, i) => ({ ...r, firstOkSeconds: seconds(firstOk[i].end) }));
}

export async function runPhases({
  seconds,
  recorder,
  apis,
  database,
  readinessPath,
  hardDatabaseStop,
  apiDownSeconds,
  databaseDownSeconds,
}) {
  const total = seconds * 1000;
  const phase = phaseTimer(recorder, total);
  const windows = {};
  await phase('warm-up', SHARES.warmUp);
  await phase('steady-1', SHARES.steady1);
  await phase('api-kill', SHARES.apiKill, async () => {
    windows.apiKill = await killApiProcess({ recorder, apis, readinessPath, downSeconds: apiDownSeconds, total });
  });
  await phase('steady-2', SHARES.steady2);
  await phase('db-outage', 0, async () => {
    windows.database = await stopDatabase({
      recorder,
      database,
      apis,
      hardStop: hardDatabaseStop,
      downSeconds: databaseDownSeconds,
    });
  });
  await phase('db-recovery', SHARES.dbRecovery, () => awaitRecovery(windows.database, { apis, readinessPath }));
  await phase('steady-3', SHARES.steady3);
  recorder.endPhases();
  return windows;
}
