import { spawn } from 'child_process';
import * as fs from 'fs';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';
import { freePort } from './free-port';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** Debian's njs module (libnginx-mod-http-js, .ci/run installs it): video-accel.inc filters the NAS's headers with it. */
const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
export const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface RunningNginx {
  origin: string;
  errorLog: () => string;
  stop: () => Promise<void>;
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
    socket.on('error', () => resolve(false));
  });
}

/**
 * Debian's nginx in the foreground with a throw-away prefix; `server` is given the port to
 * listen on and returns what goes inside `http { }` besides the shared lines.
 */
export async function startNginx(server: (port: number, prefix: string) => string): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run installs it)`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-nginx-'));
  const port = await freePort();
  const temp = (name: string) => path.join(prefix, name);
  const errorLog = temp('error.log');
  fs.writeFileSync(
    temp('nginx.conf'),
    [
      ...(fs.existsSync(NJS_MODULE) ? [`load_module ${NJS_MODULE};`] : []),
      'worker_processes 1;',
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log off; error_log ${errorLog} warn;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${temp(name)};`),
      server(port, prefix),
      '}',
    ].join('\n'),
  );
  const child = spawn(
    NGINX,
    ['-p', prefix, '-c', temp('nginx.conf'), '-e', errorLog, '-g', `daemon off; pid ${temp('nginx.pid')};`],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const log = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  for (let tries = 0; !(await listening(port)); tries++) {
    if (child.exitCode !== null || tries > 100) throw new Error(`nginx did not start: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    errorLog: log,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** What the nginx image does to a template at start: the environment's variables written in. */
function rendered(text: string, apiUrl: string, accelSecret: string): string {
  return text
    .replace(/\$\{API_URL\}/g, apiUrl)
    .replace(/\$\{VIDEO_ACCEL_SECRET\}/g, accelSecret)
    .replace(/\$\{REMOTE_[A-Z]+_URL\}/g, 'http://remotes.invalid/')
    .replace(/@INLINE_SCRIPT_HASHES@/g, '');
}

/**
 * The shell's nginx server (deploy/nginx/shell) as its image runs it, on `port`, in front of
 * `apiUrl` (sending it `accelSecret` with video requests): every template rendered into `prefix`
 * and the conf.d includes pointed there.
 */
export function shellServerConfig(port: number, apiUrl: string, prefix: string, accelSecret: string): string {
  const dir = path.join(REPO_ROOT, 'deploy/nginx/shell');
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.template'))) {
    fs.writeFileSync(
      path.join(prefix, file.replace(/\.template$/, '')),
      rendered(fs.readFileSync(path.join(dir, file), 'utf8'), apiUrl, accelSecret).replace(
        /\/etc\/nginx\/conf\.d\//g,
        `${prefix}/`,
      ),
    );
  }
  return fs.readFileSync(path.join(prefix, 'default.conf'), 'utf8').replace(/listen 80;/, `listen 127.0.0.1:${port};`);
}
