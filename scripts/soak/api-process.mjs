// One slot of the API cluster: `node api/dist/main.js` on a fixed port, which the soak can kill
// with SIGKILL and start again on the same port (nginx keeps the same upstream address).
import path from 'node:path';
import site from '../../tools/site-server.cjs';
import { isRunning, residentMiB, startLogged, stopChild } from './child-process.mjs';
import { waitReady } from './health.mjs';

export class ApiProcess {
  /** @param {{name: string, port: number, env: Record<string, string>, logFile: string}} options */
  constructor({ name, port, env, logFile }) {
    Object.assign(this, { name, port, env, logFile });
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.current = null;
    this.pids = [];
    this.unexpectedExits = [];
  }

  get pid() {
    return this.current?.pid ?? null;
  }

  get alive() {
    return Boolean(this.current && isRunning(this.current.child));
  }

  /** Starts the process and waits until it answers `readinessPath` with 200. */
  async start(readinessPath, timeoutMs = 90_000) {
    const started = startLogged(process.execPath, [path.join(site.REPO_ROOT, 'api/dist/main.js')], {
      cwd: site.REPO_ROOT,
      env: { ...this.env, PORT: String(this.port) },
      logFile: this.logFile,
    });
    this.current = started;
    this.pids.push(started.pid);
    started.exited.then(({ code, signal }) => {
      if (!started.expectedExit) this.unexpectedExits.push({ at: Date.now(), pid: started.pid, code, signal });
    });
    const ready = await waitReady(this.baseUrl, {
      path: readinessPath,
      alive: () => isRunning(started.child),
      timeoutMs,
    });
    if (!ready)
      throw new Error(`${this.name} did not become ready on ${this.baseUrl}${readinessPath}; see ${this.logFile}`);
  }

  /**
   * SIGTERM, as an orchestrator ends a replaced process, then waits up to `graceMs` for it to exit
   * on its own; SIGKILL after that. Resolves with how it ended.
   */
  async terminate(graceMs) {
    if (!this.alive) return { code: this.current?.child.exitCode ?? null, signal: null, ms: 0, killed: false };
    const current = this.current;
    current.expectedExit = true;
    const start = Date.now();
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      current.child.kill('SIGKILL');
    }, graceMs);
    current.child.kill('SIGTERM');
    const { code, signal } = await current.exited;
    clearTimeout(timer);
    this.retired = true;
    return { code, signal, ms: Date.now() - start, killed };
  }

  /** SIGKILL: no shutdown hook runs, in-flight requests die with the process. */
  async kill() {
    if (!this.alive) return;
    this.current.expectedExit = true;
    this.current.child.kill('SIGKILL');
    await this.current.exited;
  }

  async stop() {
    this.retired = true;
    if (!this.current) return;
    this.current.expectedExit = true;
    await stopChild(this.current, 10_000);
  }

  /**
   * Like a process supervisor: a process that dies without the soak killing it is started again
   * (and the death is reported). The soak's own SIGKILL is not a death to repair.
   */
  supervise(readinessPath) {
    const timer = setInterval(async () => {
      if (this.retired || this.restarting || this.alive || this.current?.expectedExit) return;
      this.restarting = true;
      try {
        await this.start(readinessPath, 20_000);
      } catch {
        // tried again at the next tick
      } finally {
        this.restarting = false;
      }
    }, 1000);
    timer.unref();
    return () => clearInterval(timer);
  }

  rssMiB() {
    return this.alive ? residentMiB(this.pid) : null;
  }
}
