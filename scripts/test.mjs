#!/usr/bin/env node
// `npm test`: lint (ESLint and Prettier: the quickest to fail), build, type-check, then every
// package's tests. The API suites use MariaDB/MySQL when TEST_DATABASE_URL (or DATABASE_URL) is set
// or a local server answers, else SQLite; with CI=true they must run on MariaDB, so an unreachable
// server fails the run instead of falling back.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'api', 'package.json'));
const ci = process.env.CI === 'true';

const CANDIDATES = [
  'mysql://academy_test:academy_test@127.0.0.1:3306/academy_test',
  'mysql://root@127.0.0.1:3306/academy_test',
];

async function reachable(url) {
  const mysql = require('mysql2/promise');
  const server = new URL(url);
  const database = server.pathname.slice(1);
  server.pathname = '/';
  try {
    const connection = await mysql.createConnection({ uri: server.toString(), connectTimeout: 3000 });
    await connection.query(`CREATE DATABASE IF NOT EXISTS \`${database}\``);
    await connection.end();
    return true;
  } catch {
    return false;
  }
}

async function chooseDatabase() {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (given) {
    if (!(await reachable(given))) {
      console.error(`테스트 데이터베이스에 연결할 수 없습니다: ${given.replace(/\/\/[^@]*@/, '//***@')}`);
      process.exit(1);
    }
    return given;
  }
  for (const url of CANDIDATES) if (await reachable(url)) return url;
  if (ci) {
    console.error('CI=true 인데 MariaDB에 연결할 수 없습니다. TEST_DATABASE_URL을 설정하거나 .ci/run 으로 실행하세요.');
    process.exit(1);
  }
  return null;
}

function run(args) {
  console.log(`\n$ ${args.join(' ')}`);
  const result = spawnSync(args[0], args.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const databaseUrl = await chooseDatabase();
if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
else delete process.env.TEST_DATABASE_URL;
console.log(`API 테스트 데이터베이스: ${databaseUrl ? 'MariaDB/MySQL' : 'SQLite (MariaDB를 찾지 못함)'}`);

run(['npm', 'run', 'lint']);
run(['npx', 'lerna', 'run', 'build', '--concurrency', '2']);
run(['npx', 'lerna', 'run', 'typecheck', '--concurrency', '2']);
// --no-bail: one failing package must not hide the others' results. Two packages at once: every
// API suite owns its database, temp dir and ports, so nothing is shared between them.
run(['npx', 'lerna', 'run', 'test', '--concurrency', '2', '--stream', '--no-bail']);
// tools/ is no package: its units and the lint test of the import boundaries run on their own.
run(['npx', 'jest', '--config', 'tools/jest.config.js']);
