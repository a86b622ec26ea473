// The soak's own MariaDB: a fresh data directory and a free port on 127.0.0.1, started and killed
// at will. `--no-defaults` keeps the machine's my.cnf (port 3306, its socket, its data) out of it.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { isRunning, sleep, startLogged, stopChild } from './child-process.mjs';

const run = promisify(execFile);
const firstExisting = (candidates) => candidates.find((file) => existsSync(file)) ?? path.basename(candidates[0]);
const SERVER = firstExisting(['/usr/sbin/mariadbd', '/usr/sbin/mysqld']);
const INSTALL = firstExisting(['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db']);
const CLIENT = firstExisting(['/usr/bin/mariadb', '/usr/bin/mysql']);
const ADMIN = firstExisting(['/usr/bin/mariadb-admin', '/usr/bin/mysqladmin']);
const asRoot = process.getuid?.() === 0;

export class SoakDatabase {
  /** @param {{dir: string, port: number, logFile: string}} options */
  constructor({ dir, port, logFile }) {
    this.dir = dir;
    this.dataDir = path.join(dir, 'data');
    this.port = port;
    this.logFile = logFile;
    this.process = null;
  }

  url(database) {
    return `mysql://root@127.0.0.1:${this.port}/${database}`;
  }

  async install() {
    mkdirSync(this.dir, { recursive: true });
    const args = [
      '--no-defaults',
      `--datadir=${this.dataDir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ];
    if (asRoot) args.push('--user=root');
    await run(INSTALL, args, { maxBuffer: 8 * 1024 * 1024 });
  }

  async start(timeoutMs = 60_000) {
    const args = [
      '--no-defaults',
      `--datadir=${this.dataDir}`,
      `--port=${this.port}`,
      `--socket=${path.join(this.dir, 'sock')}`,
      `--pid-file=${path.join(this.dir, 'mariadbd.pid')}`,
      `--tmpdir=${this.dir}`,
      `--log-error=${this.logFile}`,
      '--bind-address=127.0.0.1',
      '--skip-name-resolve',
      '--innodb-buffer-pool-size=128M',
      '--max-connections=300',
    ];
    if (asRoot) args.push('--user=root');
    this.process = startLogged(SERVER, args, { logFile: `${this.logFile}.out` });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!isRunning(this.process.child)) throw new Error(`mariadbd stopped during start-up; see ${this.logFile}`);
      if (await this.ping()) return;
      await sleep(200);
    }
    throw new Error(`mariadbd did not answer within ${timeoutMs / 1000} s; see ${this.logFile}`);
  }

  async ping() {
    try {
      await run(ADMIN, [
        '--no-defaults',
        '--protocol=tcp',
        '-h127.0.0.1',
        `-P${this.port}`,
        '-uroot',
        '--connect-timeout=2',
        'ping',
      ]);
      return true;
    } catch {
      return false;
    }
  }

  async sql(statement) {
    await run(CLIENT, ['--no-defaults', '--protocol=tcp', '-h127.0.0.1', `-P${this.port}`, '-uroot', '-e', statement]);
  }

  /** `hard`: SIGKILL, like a crash or an OOM kill; otherwise a clean shutdown. */
  async stop({ hard = false } = {}) {
    if (!this.process || !isRunning(this.process.child)) return;
    if (hard) {
      this.process.child.kill('SIGKILL');
      await this.process.exited;
    } else {
      await stopChild(this.process, 30_000);
    }
  }
}
