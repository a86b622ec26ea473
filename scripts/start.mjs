#!/usr/bin/env node
// `npm start`: build whatever has not been built yet, then run the one server process that
// serves the API, the video proxy, the shell and the three remotes from one origin.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builds = [
  ['@academy/common', 'common/dist/index.js'],
  ['@academy/context', 'context/dist/index.js'],
  ['@academy/api', 'api/dist/main.js'],
  ['shell', 'shell/dist/index.html'],
  ['shell', 'shell/dist/server/render.js'],
  ['remote-public', 'remote-public/dist/remoteEntry.js'],
  ['remote-public', 'remote-public/dist/server/remoteEntry.js'],
  ['remote-member', 'remote-member/dist/remoteEntry.js'],
  ['remote-admin', 'remote-admin/dist/remoteEntry.js'],
];

const missing = [...new Set(builds.filter(([, output]) => !existsSync(path.join(root, output))).map(([name]) => name))];
if (missing.length) {
  console.log(`빌드가 필요한 패키지: ${missing.join(', ')}`);
  const scopes = missing.flatMap((name) => ['--scope', name]);
  const result = spawnSync('npx', ['lerna', 'run', 'build', ...scopes, '--include-dependencies'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
