// What both soaks (scripts/soak.mjs, scripts/soak-rolling.mjs) start the same way: their own
// MariaDB and the environment of the API processes they run on it.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import site from '../../tools/site-server.cjs';
import { onCleanup } from './cleanup.mjs';
import { SoakDatabase } from './mariadb.mjs';

export const SOAK_DATABASE = 'academy_soak';

/** A fresh MariaDB data directory on a free port, with the soak's empty database in it. */
export async function startDatabase({ workDir, logDir, step }) {
  const database = new SoakDatabase({
    dir: path.join(workDir, 'db'),
    port: await site.freePort(),
    logFile: path.join(logDir, 'mariadb.err'),
  });
  step(`MariaDB on 127.0.0.1:${database.port} (own data directory)`);
  await database.install();
  onCleanup('mariadbd', () => database.stop());
  await database.start();
  await database.sql(`CREATE DATABASE ${SOAK_DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return database;
}

/** The soak's variables on top of this shell's, without those that would point the API elsewhere. */
export function apiEnvironment(database, sampleOrigin, admin) {
  const env = { ...process.env };
  for (const name of [
    'TEST_DATABASE_URL',
    'REMOTE_PUBLIC_URL',
    'REMOTE_MEMBER_URL',
    'REMOTE_ADMIN_URL',
    'ALLOWED_ORIGINS',
    'DATA_DIR',
  ])
    delete env[name];
  return Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url(SOAK_DATABASE),
    SESSION_SECRET: randomBytes(36).toString('base64'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_CONSOLE_PASSWORD: `console-${randomBytes(12).toString('base64url')}`,
    SEED_DEMO: 'true',
    TRUST_PROXY: 'loopback',
    VIDEO_UPSTREAM_HOSTS: sampleOrigin,
  });
}
