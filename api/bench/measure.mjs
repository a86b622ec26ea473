// What the API benches share: sessions, batched seeding, repeatable random data and latency runs.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const ms = (value) => `${value.toFixed(1)} ms`;
export const sqlTime = (date) => date.toISOString().slice(0, 23).replace('T', ' ');

/** A session cookie; each login comes from its own address (TRUST_PROXY) so no login limit is met. */
export async function login(base, email, password, address) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith('academy.sid='))
    ?.split(';')[0];
}

export async function insertBatches(connection, table, columns, rows, batch = 5000, ignore = false) {
  for (let i = 0; i < rows.length; i += batch) {
    const slice = rows.slice(i, i + batch);
    await connection.query(
      `INSERT ${ignore ? 'IGNORE ' : ''}INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`,
      [slice],
    );
  }
}

/** Random but repeatable figures: the same seed gives the same data on every run. */
export function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * autocannon at 10 connections for `seconds`; p95 from every response time (autocannon's own
 * summary has p90 and p97.5). `requests`: autocannon's request list, to vary what is asked.
 */
export async function routeLatency(url, cookie, { seconds, requests } = {}) {
  const times = [];
  const instance = autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { cookie },
    ...(requests ? { requests } : {}),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    non2xx: result.non2xx + result.errors + result.timeouts,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

/** One request at a time: what one answer costs when nothing else asks for it. */
export async function serialLatency(url, cookie, count = 20) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Downloads a CSV while sampling the server's resident memory. */
export async function csvRun(base, pathname, cookie, pid) {
  const samples = [];
  const before = rssKb(pid);
  const timer = setInterval(() => samples.push(rssKb(pid)), 20);
  const started = performance.now();
  const response = await fetch(`${base}${pathname}`, { headers: { cookie, 'accept-encoding': 'identity' } });
  let bytes = 0;
  let firstByte = null;
  for await (const chunk of response.body) {
    firstByte ??= performance.now() - started;
    bytes += chunk.length;
  }
  const elapsed = performance.now() - started;
  clearInterval(timer);
  const text = `${(bytes / 1024).toFixed(0)} KB`;
  return {
    status: response.status,
    text,
    elapsed,
    firstByte,
    before,
    peak: Math.max(before, ...samples),
    after: rssKb(pid),
  };
}
