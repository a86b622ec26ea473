// (d) The video proxy's throughput on loopback: a 1 GiB file served by Debian's nginx directly,
// through the API's own stream (/proxy/video), and through VIDEO_ACCEL=nginx (the API only
// authorises, a front nginx with deploy/nginx/shell/video-accel*.inc streams). The three are
// measured in turn within each round, so a busy machine slows them alike.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  mkdtempSync,
  openSync,
  ftruncateSync,
  readFileSync,
  rmSync,
  mkdirSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import site from '../../tools/site-server.cjs';
import { startNginx } from './nginx.mjs';
import { measureSmallRanges, printSmallRanges } from './small-ranges.mjs';
import { AGREED } from '../lib/agreements.mjs';

const FILE_BYTES = 1024 ** 3;
const FILE_NAME = 'bench-1gib.mp4';
const SHELL_NGINX = path.join(site.REPO_ROOT, 'deploy/nginx/shell');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A shell nginx template with `values` written in, as the nginx image does at start; its path. */
function renderTemplate(name, prefix, values) {
  mkdirSync(prefix, { recursive: true });
  const text = readFileSync(path.join(SHELL_NGINX, name), 'utf8')
    .replace(/\$\{([A-Z_]+)\}/g, (whole, variable) => (variable in values ? values[variable] : whole))
    .replace(/\/etc\/nginx\/conf\.d\//g, `${prefix}/`);
  const file = path.join(prefix, name.replace(/\.template$/, ''));
  writeFileSync(file, text);
  return file;
}

/** Jiffies the machine's CPUs spent busy and in all, from /proc/stat (Linux). */
function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3] + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * One whole download with curl (a C client, so the client costs little CPU): MB/s (10^6 bytes),
 * and how busy the machine's CPUs were meanwhile (1 = every core busy): on loopback every stage
 * (client, proxies, file server) copies bytes on the same cores, so a way that saturates them is
 * bound by CPU, not by its design.
 */
function download(url, cookie) {
  const before = cpuTimes();
  const result = spawnSync(
    'curl',
    [
      '-sS',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code} %{size_download} %{time_total}',
      ...(cookie ? ['-H', `Cookie: ${cookie}`] : []),
      url,
    ],
    {
      encoding: 'utf8',
    },
  );
  if (result.error) throw new Error(`curl: ${result.error.message} (Debian: apt-get install curl)`);
  const [status, bytes, seconds] = result.stdout.trim().split(' ').map(Number);
  if (status !== 200 || bytes !== FILE_BYTES)
    throw new Error(`GET ${url} answered ${status} with ${bytes} bytes (${result.stderr.trim()})`);
  const after = cpuTimes();
  return { mbps: bytes / seconds / 1e6, cpuBusy: (after.busy - before.busy) / (after.total - before.total) };
}

async function call(baseUrl, method, route, { body, cookie } = {}) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return {
    body: await response.json(),
    cookie: response.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; '),
  };
}

/** On a fresh site: the NAS video registered by the admin, and a VERIFIED member signed in (their cookie). */
async function memberWithVideo(server, videoUrl) {
  const { adminEmail, adminPassword } = server.credentials;
  const admin = (
    await call(server.baseUrl, 'POST', '/api/auth/login', { body: { email: adminEmail, password: adminPassword } })
  ).cookie;
  await call(server.baseUrl, 'POST', '/api/admin/videos', {
    cookie: admin,
    body: { title: '벤치마크 1GiB', type: 'nas', url: videoUrl },
  });
  const member = {
    email: `bench-${Date.now()}@academy.test`,
    password: 'bench-password-1',
    firstName: '벤치',
    lastName: '회원',
  };
  const signup = await call(server.baseUrl, 'POST', '/api/auth/signup', {
    body: { ...member, confirmPassword: member.password, agreements: AGREED },
  });
  await call(server.baseUrl, 'POST', '/api/admin/approve-user', {
    cookie: admin,
    body: { userId: signup.body.user.id },
  });
  return (
    await call(server.baseUrl, 'POST', '/api/auth/login', { body: { email: member.email, password: member.password } })
  ).cookie;
}

export async function measureProxy({ rounds = 5, logDir } = {}) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-proxy-'));
  // nginx workers run as an unprivileged user when started by root: they must be able to read.
  chmodSync(tmp, 0o755);
  const www = path.join(tmp, 'www');
  mkdirSync(www, { mode: 0o755 });
  const file = openSync(path.join(www, FILE_NAME), 'w', 0o644);
  ftruncateSync(file, FILE_BYTES); // sparse: zeros from the page cache, no disk in the way
  closeSync(file);

  const stops = [];
  try {
    const upstreamPort = await site.freePort();
    const upstreamOrigin = `http://127.0.0.1:${upstreamPort}`;
    const videoUrl = `${upstreamOrigin}/${FILE_NAME}`;
    const upstream = await startNginx({
      prefix: path.join(tmp, 'upstream'),
      port: upstreamPort,
      httpBlock: `    server {\n        listen 127.0.0.1:${upstreamPort};\n        root ${www};\n        types { video/mp4 mp4; }\n    }`,
    });
    stops.push(upstream.stop);

    const siteOptions = (name, env) => ({
      logFile: path.join(logDir ?? tmp, `bench-proxy-${name}.log`),
      builds: site.API_BUILD_OUTPUTS,
      env: { VIDEO_UPSTREAM_HOSTS: upstreamOrigin, SEED_DEMO: 'false', ...env },
    });
    const nodeSite = await site.startSite(siteOptions('node', { VIDEO_ACCEL: 'off' }));
    stops.push(nodeSite.stop);
    const accelSecret = randomBytes(32).toString('base64url');
    const accelSite = await site.startSite(
      siteOptions('accel', { VIDEO_ACCEL: 'nginx', VIDEO_ACCEL_SECRET: accelSecret }),
    );
    stops.push(accelSite.stop);

    const frontPort = await site.freePort();
    const frontPrefix = path.join(tmp, 'front');
    const include = (name) =>
      renderTemplate(name, frontPrefix, {
        API_URL: `http://127.0.0.1:${accelSite.port}`,
        VIDEO_ACCEL_SECRET: accelSecret,
      });
    // Beside the includes: the allow-list of the NAS's headers that video-accel-http.inc imports.
    include('video-accel.js.template');
    const front = await startNginx({
      prefix: frontPrefix,
      port: frontPort,
      httpBlock: [
        `    include ${include('video-accel-http.inc.template')};`,
        '    server {',
        `        listen 127.0.0.1:${frontPort};`,
        `        include ${include('video-accel.inc.template')};`,
        '    }',
      ].join('\n'),
    });
    stops.push(front.stop);

    const nodeCookie = await memberWithVideo(nodeSite, videoUrl);
    const accelCookie = await memberWithVideo(accelSite, videoUrl);
    const proxyPath = `/proxy/video?u=${encodeURIComponent(videoUrl)}`;
    const ways = {
      direct: () => download(videoUrl),
      node: () => download(`${nodeSite.baseUrl}${proxyPath}`, nodeCookie),
      accel: () => download(`http://127.0.0.1:${frontPort}${proxyPath}`, accelCookie),
    };
    for (const run of Object.values(ways)) run(); // warm-up: page cache, JIT, connections
    const runs = { direct: [], node: [], accel: [] };
    const cpuBusy = { direct: [], node: [], accel: [] };
    for (let round = 0; round < rounds; round++) {
      for (const [name, run] of Object.entries(ways)) {
        const { mbps, cpuBusy: busy } = run();
        runs[name].push(mbps);
        cpuBusy[name].push(busy);
      }
    }
    const smallRanges = await measureSmallRanges({
      directUrl: videoUrl,
      proxyUrl: `${nodeSite.baseUrl}${proxyPath}`,
      cookie: nodeCookie,
      fileBytes: FILE_BYTES,
      durationSec: Number(process.env.BENCH_PROXY_RANGE_SECONDS ?? 10),
    });
    const medians = Object.fromEntries(Object.entries(runs).map(([name, values]) => [name, median(values)]));
    const busyMedians = Object.fromEntries(
      Object.entries(cpuBusy).map(([name, values]) => [name, Number(median(values).toFixed(2))]),
    );
    return {
      fileBytes: FILE_BYTES,
      rounds,
      cores: os.cpus().length,
      runs,
      medianMBps: medians,
      medianCpuBusy: busyMedians,
      nodeToDirect: Number((medians.node / medians.direct).toFixed(2)),
      accelToDirect: Number((medians.accel / medians.direct).toFixed(2)),
      smallRanges,
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
  }
}

export function printProxy({
  fileBytes,
  rounds,
  cores,
  runs,
  medianMBps,
  medianCpuBusy,
  nodeToDirect,
  accelToDirect,
  smallRanges,
}) {
  console.log(`\n(d) video proxy, ${fileBytes / 1024 ** 3} GiB on loopback, curl, median of ${rounds} rounds (MB/s)`);
  const mbps = (value) => Math.round(value);
  const row = (way, name) => ({
    way,
    median: mbps(medianMBps[name]),
    runs: runs[name].map(mbps).join(' '),
    [`CPU busy (${cores} cores)`]: medianCpuBusy?.[name],
  });
  console.table([
    row('nginx directly', 'direct'),
    row('/proxy/video (Node stream)', 'node'),
    row('/proxy/video (VIDEO_ACCEL=nginx)', 'accel'),
  ]);
  console.log(`    Node stream ÷ direct: ${nodeToDirect} (floor ≥ 0.3)   VIDEO_ACCEL=nginx ÷ direct: ${accelToDirect}`);
  if (smallRanges) printSmallRanges(smallRanges);
  // The two figures the proxy is held to, together, so a re-run on a quiet machine reads them at a glance.
  console.log('\n(d) summary, same run:');
  console.log(`    Node stream ÷ direct nginx:              ${nodeToDirect} (floor ≥ 0.3)`);
  if (smallRanges)
    console.log(
      `    small ranges req/s ÷ direct nginx:       ${smallRanges.proxyToDirect} (target ≥ 0.25; p99 ${smallRanges.proxy.latencyP99Ms} ms, target ≤ 300 ms)`,
    );
}
