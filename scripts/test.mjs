#!/usr/bin/env node
// `npm test`: lint (ESLint and Prettier) beside the build and type-check, then every package's
// tests. The API suites use MariaDB/MySQL when TEST_DATABASE_URL (or DATABASE_URL) is set
// or a local server answers, else SQLite; with CI=true they must run on MariaDB, so an unreachable
// server fails the run instead of falling back.
import { spawn } from 'node:child_process';
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

// Each stage's seconds, printed as it ends and again as a table at the end, so a CI log shows where
// the time went without re-running anything.
const stages = [];
const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

function printStages(outcome) {
  console.log(`\nnpm test ${outcome} in ${seconds(started)} s`);
  for (const stage of stages) console.log(`  ${stage.seconds.padStart(7)} s  ${stage.name}`);
}

/** Runs one command, its output passed through; resolves with its stage's name, time and exit code. */
function run(args) {
  console.log(`\n$ ${args.join(' ')}`);
  const from = Date.now();
  const child = spawn(args[0], args.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const stage = { name: args.join(' '), seconds: seconds(from), status: code ?? 1 };
      stages.push(stage);
      console.log(`::: ${stage.name}: ${stage.seconds} s${stage.status ? ` (exit code ${stage.status})` : ''}`);
      resolve(stage);
    });
  });
}

/** Runs the commands at once and stops `npm test` when any failed, after all of them ended. */
async function together(...commands) {
  const failed = (await Promise.all(commands.map(run))).filter((stage) => stage.status !== 0);
  if (failed.length) {
    printStages('failed');
    process.exit(failed[0].status);
  }
}

const databaseUrl = await chooseDatabase();
if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
else delete process.env.TEST_DATABASE_URL;
console.log(`API 테스트 데이터베이스: ${databaseUrl ? 'MariaDB/MySQL' : 'SQLite (MariaDB를 찾지 못함)'}`);

// Lint reads sources only, so it runs beside the build. Build and type-check are one task graph
// (nx.json: a package's type-check waits for its dependencies' builds, not for every build), so
// neither core idles while the slowest package of a stage finishes.
await together(['npm', 'run', 'lint'], ['npx', 'lerna', 'run', 'build,typecheck', '--concurrency', '2']);
// --no-bail: one failing package must not hide the others' results. Two packages at once: every
// API suite owns its database, temp dir and ports, so nothing is shared between them.
await together(['npx', 'lerna', 'run', 'test', '--concurrency', '2', '--stream', '--no-bail']);
printStages('passed');
