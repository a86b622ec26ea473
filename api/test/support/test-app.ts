import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { createApp, type CreateAppOptions } from '../../src/app.factory';
import { resolveSecrets, type AppConfig } from '../../src/config/app-config';
import { parseEnv } from '../../src/config/env';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };
export const TEST_CONSOLE_PASSWORD = 'console-password-1';

let counter = 0;

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** A cookie-keeping client: one browser. */
  agent: () => ReturnType<typeof request.agent>;
  /** A client without cookies. */
  http: () => ReturnType<typeof request>;
  /**
   * The app listening on a loopback port, for bursts of parallel requests (supertest on a
   * server that is not listening opens and closes it per request, which a burst cannot share).
   */
  baseUrl: () => Promise<string>;
  /** Another API process on the same database (one more node behind the load balancer, or a restart). */
  sibling: () => Promise<TestApp>;
  close: () => Promise<void>;
}

export async function freshMysqlDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = new URL(serverUrl);
  const name = `${server.pathname.slice(1) || 'academy_test'}_${process.pid}_${Date.now()}_${++counter}`;
  server.pathname = '/';
  const admin = await createConnection({ uri: server.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const connection = await createConnection({ uri: server.toString() });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}

export interface TestConfig {
  config: AppConfig;
  /** Drops the suite's database and data directory. */
  cleanup: () => Promise<void>;
}

/**
 * The configuration of a test app on a database of its own: a fresh MariaDB database when
 * TEST_DATABASE_URL is set, else a fresh SQLite file. `adjust` may change the resolved
 * configuration (for what env cannot express, e.g. no console password at all in the embedded mode).
 */
export async function createTestConfig(
  env: Record<string, string> = {},
  adjust?: (config: AppConfig) => void,
): Promise<TestConfig> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-test-'));
  const mysql = process.env.TEST_DATABASE_URL ? await freshMysqlDatabase(process.env.TEST_DATABASE_URL) : null;
  const config = resolveSecrets(
    parseEnv({
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-session-secret-0123456789abcdef0123',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_CONSOLE_PASSWORD: TEST_CONSOLE_PASSWORD,
      SEED_DEMO: 'false',
      // Suites sign many members up from the one loopback address; the limit has its own suite.
      SIGNUP_LIMIT_PER_HOUR: '10000',
      ...(mysql ? { DATABASE_URL: mysql.url } : {}),
      ...env,
    }),
  );
  adjust?.(config);
  return {
    config,
    cleanup: async () => {
      try {
        await mysql?.drop();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A full API (same middleware as production, no web apps) on a database of its own (see createTestConfig). */
export async function createTestApp(
  env: Record<string, string> = {},
  adjust?: (config: AppConfig) => void,
  appOptions: CreateAppOptions = {},
): Promise<TestApp> {
  const { config, cleanup } = await createTestConfig(env, adjust);
  return startApp(config, cleanup, appOptions);
}

/** A test app on a configuration made by createTestConfig; `cleanUp` runs when it closes. */
export async function startApp(
  config: AppConfig,
  cleanUp: () => Promise<void>,
  appOptions: CreateAppOptions = {},
): Promise<TestApp> {
  const app = await createApp(config, { logger: false, serveWebApps: false, ...appOptions });
  const server = app.getHttpServer();
  let listening: Promise<string> | undefined;
  return {
    app,
    config,
    agent: () => request.agent(server),
    http: () => request(server),
    baseUrl: () => (listening ??= app.listen(0, '127.0.0.1').then(() => app.getUrl())),
    sibling: () => startApp(config, async () => undefined, appOptions),
    close: async () => {
      try {
        await app.close();
      } finally {
        await cleanUp();
      }
    },
  };
}
