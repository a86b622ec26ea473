// Debian's nginx as the load balancer in front of the API processes, with its configuration, pid,
// logs and temporary files all inside the soak's directory.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isRunning, sleep, startLogged, stopChild } from './child-process.mjs';
import { send } from './http-client.mjs';

export const NGINX = '/usr/sbin/nginx';

/**
 * A refused connection or a reset before the answer's headers moves the request to the other
 * process (`error timeout`), and `max_fails=1 fail_timeout=2s` keeps a dead process out of the
 * rotation for two seconds at a time, so a SIGKILLed process costs clients nothing but the
 * requests that were inside it. `X-Soak-Upstream` tells the soak which process answered.
 */
export function nginxConfig({ dir, listenPort, upstreamPorts }) {
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
    }
  }
}
`;
}

export async function startNginx({ dir, listenPort, upstreamPorts }) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (Debian's package)`);
  mkdirSync(dir, { recursive: true });
  const confFile = path.join(dir, 'nginx.conf');
  writeFileSync(confFile, nginxConfig({ dir, listenPort, upstreamPorts }));
  const started = startLogged(
    NGINX,
    ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', confFile, '-g', 'daemon off;'],
    {
      logFile: path.join(dir, 'nginx.out'),
    },
  );
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  for (let i = 0; i < 100; i++) {
    if (!isRunning(started.child)) throw new Error(`nginx stopped during start-up; see ${path.join(dir, 'error.log')}`);
    const answer = await send(baseUrl, '/api/health', { timeoutMs: 2000 });
    if (answer.status) return { baseUrl, stop: () => stopChild(started, 5000) };
    await sleep(100);
  }
  throw new Error('nginx did not answer within 10 s');
}
