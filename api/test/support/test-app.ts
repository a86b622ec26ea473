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
  close: () => Promise<void>;
}

async function freshMysqlDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
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

/**
 * A full API (same middleware as production, no web apps) on a database of its own: a fresh
 * MariaDB database when TEST_DATABASE_URL is set, else a fresh SQLite file. `adjust` may change
 * the resolved configuration before the app is built.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  adjust?: (config: AppConfig) => void,
  appOptions: CreateAppOptions = {},
): Promise<TestApp> {
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
      ...(mysql ? { DATABASE_URL: mysql.url } : {}),
      ...env,
    }),
  );
  // For what env cannot express in the embedded mode (e.g. no console password at all).
  adjust?.(config);
  const app = await createApp(config, { logger: false, serveWebApps: false, ...appOptions });
  const server = app.getHttpServer();
  return {
    app,
    config,
    agent: () => request.agent(server),
    http: () => request(server),
    close: async () => {
      try {
        await app.close();
      } finally {
        await mysql?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
