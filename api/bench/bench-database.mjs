// The MariaDB side of the API benches: a database of their own, the built API started on it (the
// migrations make the schema), one real password hash every seeded member shares, and the cleanup.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort, startApi } from './api-server.mjs';

const require = createRequire(import.meta.url);
const mysql = require('mysql2/promise');
const SERVER = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306';
/** Keep the seeded database (its name is printed) to look at plans by hand; drop it yourself. */
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';
/** A database an earlier run kept: measured again as it is (after the API's pending migrations), never dropped. */
export const REUSED_DATABASE = process.env.BENCH_REUSE_DATABASE || null;

/** The password of every seeded member (their hash is the API's own, from one real sign-up). */
export const MEMBER_PASSWORD = 'bench-member-password';

/**
 * Creates `academy_bench_<name>_<pid>`, starts the API on it, signs one member up through the API
 * for the hash, and runs `work({ base, api, connection, passwordHash })`; then stops the API and
 * drops the database (unless BENCH_KEEP_DATABASE=1), whatever `work` did.
 */
export async function withBenchDatabase(name, work) {
  const database = REUSED_DATABASE ?? `academy_bench_${name}_${process.pid}`;
  const admin = await mysql.createConnection({ uri: SERVER });
  if (!REUSED_DATABASE)
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(SERVER);
  url.pathname = `/${database}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  const api = startApi({
    port: await freePort(),
    dataDir,
    env: { DATABASE_URL: url.toString(), TRUST_PROXY: '1', API_DOCS: 'false' },
  });
  const connection = await mysql.createConnection({ uri: url.toString() });
  try {
    // A kept database's pending migrations may rebuild a rollup from millions of rows first.
    await api.ready('/api/health/ready', REUSED_DATABASE ? 1800 : 120);
    const load = os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    console.log(
      `API ${api.base} · MariaDB/MySQL database ${database} · Node ${process.version} · ${os.cpus().length} CPUs, load ${load}`,
    );
    const passwordHash = REUSED_DATABASE ? null : await memberPasswordHash(api.base, connection);
    return await work({ base: api.base, api, connection, passwordHash, database, url: url.toString() });
  } finally {
    await api.stop();
    await connection.end();
    if (KEEP_DATABASE || REUSED_DATABASE) console.log(`\nkept database ${database}`);
    else await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One real hash (the API's own sign-up, with the consents it requires) for MEMBER_PASSWORD. */
async function memberPasswordHash(base, connection) {
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({
      email: 'hash@bench.local',
      firstName: '해시',
      lastName: '김',
      password: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
      agreements: { terms: true, privacy: true },
    }),
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
  const [[{ passwordHash }]] = await connection.query(
    "SELECT passwordHash FROM users WHERE email = 'hash@bench.local'",
  );
  return passwordHash;
}
