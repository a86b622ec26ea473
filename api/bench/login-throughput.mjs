#!/usr/bin/env node
// Login throughput and session-read latency of the built API (api/dist/main.js).
//
//   npm run build -w @academy/api && node api/bench/login-throughput.mjs
//   TEST_DATABASE_URL=mysql://root@127.0.0.1:3306/academy_bench node api/bench/login-throughput.mjs
//
// Starts the API on a free port in 4100-4199 with a temporary DATA_DIR (SQLite), or on a fresh
// MariaDB/MySQL database when TEST_DATABASE_URL is set (created and dropped here). Signs up
// BENCH_USERS members (default 100), measures logins per second one after another and with
// 8 and 16 concurrent clients, then runs autocannon (50 connections, 10 s) on GET /api/auth/user
// with a valid session cookie (and 5 s on GET /api/health for scale). Prints figures only: the
// machine is shared, so no pass/fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { API_ROOT, freePort, startApi } from './api-server.mjs';

const require = createRequire(import.meta.url);
const USERS = Number(process.env.BENCH_USERS ?? 100);
const CONCURRENT_LOGINS = 200;
const PASSWORD = 'bench-password-1';

async function freshMysqlDatabase(serverUrl) {
  const mysql = require('mysql2/promise');
  const server = new URL(serverUrl);
  const name = `academy_bench_${process.pid}_${Date.now()}`;
  server.pathname = '/';
  const connection = await mysql.createConnection({ uri: server.toString() });
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = await mysql.createConnection({ uri: server.toString() });
      await again.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await again.end();
    },
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

async function post(base, route, body) {
  const started = performance.now();
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  return { response, elapsed };
}

/** Runs `total` calls of `task(i)` with `concurrency` clients; answers rate and latency figures. */
async function measure(total, concurrency, task) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        latencies.push(await task(i));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: total / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), total };
}

async function main() {
  const port = await freePort({ from: 4100, to: 4199 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  const mysql = process.env.TEST_DATABASE_URL ? await freshMysqlDatabase(process.env.TEST_DATABASE_URL) : null;
  const { ARGON2_OPTIONS } = require(path.join(API_ROOT, 'dist', 'auth', 'password-hasher.js'));

  const api = startApi({
    port,
    dataDir,
    env: {
      // Every bench member signs up from this one address.
      SIGNUP_LIMIT_PER_HOUR: String(USERS + 10),
      DATABASE_URL: mysql ? mysql.url : '',
    },
  });
  const { base } = api;

  try {
    await api.ready('/api/health', 60);
    console.log(
      `API ${base} · DB ${mysql ? 'MariaDB/MySQL (fresh database)' : 'SQLite (temporary DATA_DIR)'} · Node ${process.version} · ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`,
    );
    console.log(
      `argon2id: m=${ARGON2_OPTIONS.memoryCost} KiB, t=${ARGON2_OPTIONS.timeCost}, p=${ARGON2_OPTIONS.parallelism}`,
    );

    const emails = Array.from({ length: USERS }, (_, i) => `bench-${i}@bench.local`);
    const signups = await measure(USERS, 8, async (i) => {
      const { response, elapsed } = await post(base, '/api/auth/signup', {
        email: emails[i],
        firstName: '벤치',
        lastName: '김',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
      return elapsed;
    });

    const login = async (i) => {
      const { response, elapsed } = await post(base, '/api/auth/login', {
        email: emails[i % USERS],
        password: PASSWORD,
      });
      if (response.status !== 200) throw new Error(`login answered ${response.status}`);
      return elapsed;
    };
    const sequential = await measure(USERS, 1, login);
    const eight = await measure(CONCURRENT_LOGINS, 8, login);
    const sixteen = await measure(CONCURRENT_LOGINS, 16, login);

    const { response } = await post(base, '/api/auth/login', { email: emails[0], password: PASSWORD });
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('academy.sid='))
      ?.split(';')[0];
    if (!cookie) throw new Error('no session cookie');
    const reads = await autocannon({
      url: `${base}/api/auth/user`,
      connections: 50,
      duration: 10,
      headers: { cookie },
    });
    // For scale: the same middleware stack without a session (no session or user reads).
    const health = await autocannon({ url: `${base}/api/health`, connections: 50, duration: 5 });
    // Let the last in-flight requests finish before the server is stopped.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    console.log('');
    console.log(
      `sign-ups, 8 clients       ${signups.perSecond.toFixed(1).padStart(8)} /s   p50 ${ms(signups.p50)}   p99 ${ms(signups.p99)}   (${signups.total})`,
    );
    for (const [label, run] of [
      ['logins, sequential', sequential],
      ['logins, 8 clients', eight],
      ['logins, 16 clients', sixteen],
    ]) {
      console.log(
        `${label.padEnd(26)}${run.perSecond.toFixed(1).padStart(8)} /s   p50 ${ms(run.p50)}   p99 ${ms(run.p99)}   (${run.total})`,
      );
    }
    const failed = reads.non2xx + reads.errors + reads.timeouts;
    console.log(
      `GET /api/auth/user, 50 connections × 10 s (autocannon): ${reads.requests.average.toFixed(0)} req/s, ` +
        `median ${reads.latency.p50} ms, p99 ${reads.latency.p99} ms, ${reads.requests.total} requests, ${failed} not 2xx`,
    );
    console.log(
      `GET /api/health (no session, for scale), 50 connections × 5 s: ${health.requests.average.toFixed(0)} req/s, median ${health.latency.p50} ms, p99 ${health.latency.p99} ms`,
    );
  } finally {
    await api.stop();
    await mysql?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
