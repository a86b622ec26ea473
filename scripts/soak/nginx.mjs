// Debian's nginx as the load balancer in front of the API processes, with its configuration, pid,
// logs and temporary files all inside the soak's directory.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { isRunning, sleep, startLogged, stopChild } from './child-process.mjs';
import { send } from './http-client.mjs';

export const NGINX = '/usr/sbin/nginx';

/**
 * A refused connection or a reset before the answer's headers moves the request to the other
 * process (`error timeout`), and `max_fails=1 fail_timeout=2s` keeps a dead process out of the
 * rotation for two seconds at a time, so a SIGKILLed process costs clients nothing but the
 * requests that were inside it. `X-Soak-Upstream` tells the soak which process answered, and
 * `X-Soak-Config` which configuration (counted up at each reload) the answering worker runs.
 * Idle upstream connections are dropped after 4 s, before the API's own keep-alive time (5 s)
 * closes them: otherwise nginx may send a request down a connection the API is closing that moment.
 */
export function nginxConfig({ dir, listenPort, upstreamPorts, generation = 1 }) {
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n');
  const temp = (name) => path.join(dir, name);
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
error_log ${temp('error.log')} warn;
pid ${temp('nginx.pid')};
events { worker_connections 1024; }
http {
  access_log ${temp('access.log')} combined buffer=64k flush=2s;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream academy_api {
${servers}
    keepalive 32;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 2m;
    location / {
      proxy_pass http://academy_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_buffering off;
      add_header X-Soak-Upstream $upstream_addr always;
      add_header X-Soak-Config ${generation} always;
    }
  }
}
`;
}

const run = promisify(execFile);

/** The master's worker processes from /proc, each with its title ("nginx: worker process is shutting down"). */
function workersOf(masterPid) {
  const workers = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses; the parent pid follows its closing one.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== masterPid) continue;
      workers.push({
        pid: Number(entry),
        title: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim(),
      });
    } catch {
      // gone meanwhile
    }
  }
  return workers;
}

/** Lines of nginx's error log about talking to an upstream: refused, reset, closed early, timed out. */
export const UPSTREAM_ERROR = /\[(error|crit|alert|emerg)\].*upstream/;

export async function startNginx({ dir, listenPort, upstreamPorts }) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (Debian's package)`);
  mkdirSync(dir, { recursive: true });
  const confFile = path.join(dir, 'nginx.conf');
  const errorLog = path.join(dir, 'error.log');
  let generation = 1;
  writeFileSync(confFile, nginxConfig({ dir, listenPort, upstreamPorts, generation }));
  const started = startLogged(
    NGINX,
    ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', confFile, '-g', 'daemon off;'],
    {
      logFile: path.join(dir, 'nginx.out'),
    },
  );
  const baseUrl = `http://127.0.0.1:${listenPort}`;

  /**
   * A new upstream list, as an operator changes it: the file rewritten, checked, SIGHUP to the
   * master. Resolves once a new connection is answered by a worker running it (the old workers
   * finish what they hold, then leave).
   */
  const reload = async (ports, timeoutMs = 15_000) => {
    generation++;
    writeFileSync(confFile, nginxConfig({ dir, listenPort, upstreamPorts: ports, generation }));
    await run(NGINX, ['-t', '-q', '-e', errorLog, '-p', dir, '-c', confFile]);
    started.child.kill('SIGHUP');
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      // agent: false, a new connection each time: a kept-alive one may still belong to an old worker.
      const answer = await send(baseUrl, '/api/health/live', { agent: false, timeoutMs: 2000 });
      if (answer.headers?.['x-soak-config'] === String(generation)) return generation;
      await sleep(20);
    }
    throw new Error(`nginx did not take configuration ${generation} within ${timeoutMs / 1000} s; see ${errorLog}`);
  };

  for (let i = 0; i < 100; i++) {
    if (!isRunning(started.child)) throw new Error(`nginx stopped during start-up; see ${errorLog}`);
    const answer = await send(baseUrl, '/api/health', { timeoutMs: 2000 });
    if (answer.status)
      return {
        baseUrl,
        reload,
        /** Old workers still finishing requests after a reload. */
        shuttingDown: () => workersOf(started.pid).filter((w) => w.title.includes('shutting down')).length,
        /** Every line of the error log that is about an upstream, so far. */
        upstreamErrors: () =>
          existsSync(errorLog)
            ? readFileSync(errorLog, 'utf8')
                .split('\n')
                .filter((line) => UPSTREAM_ERROR.test(line))
            : [],
        stop: () => stopChild(started, 5000),
      };
    await sleep(100);
  }
  throw new Error('nginx did not answer within 10 s');
}
