// The built API (api/dist/main.js) as the benches start it: a free port, the bench's fixed secrets
// and accounts, a wait until it answers, and a stop that waits for the process to end.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(API_ROOT, 'dist', 'main.js');

/** The accounts every bench run starts with (SEED_DEMO is off). */
export const BENCH_ADMIN = { email: 'admin@bench.local', password: 'bench-admin-password' };

/** A port nobody listens on: any the system hands out, or the first free one from `range.from` to `range.to`. */
export function freePort(range) {
  if (!range) {
    return new Promise((resolve, reject) => {
      const probe = net.createServer();
      probe.on('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
    });
  }
  const tryPort = (port) =>
    new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  return (async () => {
    for (let port = range.from; port <= range.to; port++) if (await tryPort(port)) return port;
    throw new Error(`no free port in ${range.from}-${range.to}`);
  })();
}

/** Starts the API on 127.0.0.1:`port` with its data in `dataDir`; `env` adds to or overrides the bench settings. */
export function startApi({ port, dataDir, env = {} }) {
  const server = spawn(process.execPath, [MAIN], {
    cwd: API_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ADMIN_CONSOLE_PASSWORD: 'bench-console-password',
      ...env,
    },
  });
  const kill = () => server.exitCode === null && server.kill('SIGTERM');
  process.on('SIGINT', () => {
    kill();
    process.exit(130);
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    pid: server.pid,
    /** Resolves once GET `route` answers 2xx; fails if the API exits first or `seconds` pass. */
    async ready(route, seconds) {
      const deadline = Date.now() + seconds * 1000;
      while (Date.now() < deadline) {
        if (server.exitCode !== null) throw new Error(`the API exited with code ${server.exitCode}`);
        try {
          if ((await fetch(`${base}${route}`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`the API did not answer ${route} within ${seconds} s`);
    },
    async stop() {
      kill();
      await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    },
  };
}
