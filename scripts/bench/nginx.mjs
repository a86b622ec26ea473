// Debian's nginx, started for one bench run: a config written to a temporary prefix, in the
// foreground (`daemon off`), every path (pid, logs, temp files) inside that prefix.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** Debian's njs module (libnginx-mod-http-js): the video accel config filters the NAS's headers with it. */
export const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
const loadModules = () => (existsSync(NJS_MODULE) ? `load_module ${NJS_MODULE};\n` : '');

/** The http-level lines every bench nginx shares: quiet, no disk buffering outside `prefix`. */
function commonHttp(prefix) {
  const temp = (name) => path.join(prefix, 'temp', name);
  for (const name of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(temp(name), { recursive: true });
  return [
    'access_log off;',
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    `client_body_temp_path ${temp('client')};`,
    `proxy_temp_path ${temp('proxy')};`,
    `fastcgi_temp_path ${temp('fastcgi')};`,
    `uwsgi_temp_path ${temp('uwsgi')};`,
    `scgi_temp_path ${temp('scgi')};`,
    'sendfile on;',
    'tcp_nopush on;',
    'keepalive_timeout 65;',
  ].join('\n    ');
}

async function waitForPort(port, child, errorLog, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.spawnError)
      throw new Error(`cannot start ${NGINX}: ${child.spawnError.message} (Debian: apt-get install nginx)`);
    if (child.exitCode !== null) throw new Error(`nginx stopped (exit ${child.exitCode}); see ${errorLog}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms; see ${errorLog}`);
}

/**
 * Starts nginx with `httpBlock` (what goes inside `http { }` after the shared lines).
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function startNginx({ prefix, port, httpBlock, workers = 1 }) {
  mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `${loadModules()}worker_processes ${workers};\nevents { worker_connections 256; }\nhttp {\n    ${commonHttp(prefix)}\n${httpBlock}\n}\n`,
  );
  const errorLog = path.join(prefix, 'error.log');
  const child = spawn(
    NGINX,
    ['-p', prefix, '-c', conf, '-e', errorLog, '-g', `daemon off; pid ${path.join(prefix, 'nginx.pid')};`],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('error', (error) => (child.spawnError = error));
  await waitForPort(port, child, errorLog);
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
