// The soak's timeline. Load runs throughout; the phase controller kills one API process, later
// restarts the database, and measures each outage window: from the fault to the first 2xx after it.
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
  window.endedBy = first ? 'first 2xx through nginx from the restarted process' : 'restarted process answered its readiness probe';
  return window;
}

async function stopDatabase({ recorder, database, hardStop, downSeconds }) {
  const window = { what: `${hardStop ? 'SIGKILL of' : 'clean shutdown of'} the soak's MariaDB`, start: Date.now(), backAt: null };
  window.firstOk = recorder.firstMatching((e) => isOk(e) && e.needsDb && window.backAt !== null && e.end >= window.backAt, DB_FIRST_OK_TIMEOUT_MS);
  await database.stop({ hard: hardStop });
  window.stoppedAt = Date.now();
  await sleep(downSeconds * 1000);
  await database.start();
  window.backAt = Date.now();
  return window;
}

/** From the database's return: the first 2xx through nginx, and each process's own readiness. */
async function awaitRecovery(window, { apis, readinessPath }) {
  const perProcess = apis.map(async (api) => {
    const ready = await waitReady(api.baseUrl, { path: readinessPath, timeoutMs: DB_FIRST_OK_TIMEOUT_MS, intervalMs: 100 });
    return { name: api.name, readySeconds: ready ? (Date.now() - window.backAt) / 1000 : null };
  });
  const firstOk = await window.firstOk;
  delete window.firstOk;
  window.end = firstOk?.end ?? null;
  window.firstOkSeconds = firstOk ? (firstOk.end - window.backAt) / 1000 : null;
  window.processesReady = await Promise.all(perProcess);
}

export async function runPhases({ seconds, recorder, apis, database, readinessPath, hardDatabaseStop, apiDownSeconds, databaseDownSeconds }) {
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
    windows.database = await stopDatabase({ recorder, database, hardStop: hardDatabaseStop, downSeconds: databaseDownSeconds });
  });
  await phase('db-recovery', SHARES.dbRecovery, () => awaitRecovery(windows.database, { apis, readinessPath }));
  await phase('steady-3', SHARES.steady3);
  recorder.endPhases();
  return windows;
}
