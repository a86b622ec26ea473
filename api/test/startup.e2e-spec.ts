import * as fs from 'fs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../src/config/app-config';
import { StartCancelledError, startServer, type RunningServer } from '../src/server/start-server';
import { FAST_DB_TIMEOUTS } from './support/db-unavailable';
import { freePort } from './support/free-port';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createTestConfig, type TestConfig } from './support/test-app';

/** How this driver's database is made unavailable before the start, and brought back. */
interface Outage {
  begin(): Promise<void>;
  end(): Promise<void>;
}

/** MariaDB: a proxy in front of it refuses connections. */
async function refusingMariaDb(config: AppConfig, proxy: TcpProxy): Promise<Outage> {
  if (config.database.type !== 'mysql') throw new Error('expected MariaDB');
  config.database = { ...config.database, url: proxy.via(config.database.url) };
  return { begin: () => proxy.setMode('refuse'), end: () => proxy.setMode('forward') };
}

/** SQLite: another process holds an exclusive lock on the file, so not even the schema can be read. */
async function lockedSqlite(config: AppConfig): Promise<Outage> {
  if (config.database.type !== 'sqlite') throw new Error('expected SQLite');
  const holder = new DataSource({ type: 'better-sqlite3', database: config.database.file });
  return {
    begin: async () => {
      await holder.initialize();
      await holder.query('BEGIN EXCLUSIVE');
    },
    end: async () => {
      await holder.query('COMMIT');
      await holder.destroy();
    },
  };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const onMariaDb = Boolean(process.env.TEST_DATABASE_URL);
const QUICK_RETRIES = { firstMs: 200, maxMs: 400 };

describe('starting while the database is unavailable (e2e)', () => {
  let proxy: TcpProxy | null = null;
  let test: TestConfig;
  let outage: Outage;
  let running: RunningServer | null;
  let port: number;
  const retries: string[] = [];
  const knock = () => fetch(`http://127.0.0.1:${port}/api/health/live`);

  const start = async () => {
    running = await startServer(test.config, {
      logger: false,
      serveWebApps: false,
      backoff: QUICK_RETRIES,
      log: (line) => retries.push(line),
    });
    return running;
  };

  beforeEach(async () => {
    retries.length = 0;
    running = null;
    if (onMariaDb) {
      const server = new URL(process.env.TEST_DATABASE_URL!);
      proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 3306) });
    }
    // A known port, so the test can knock on it before the process opens it.
    port = await freePort();
    test = await createTestConfig(FAST_DB_TIMEOUTS, (config) => {
      config.port = port;
      config.host = '127.0.0.1';
    });
    outage = onMariaDb ? await refusingMariaDb(test.config, proxy!) : await lockedSqlite(test.config);
  });
  afterEach(async () => {
    await running?.stop();
    await proxy?.close();
    await test.cleanup();
  });

  it('opens its port only once it can serve: refused while it waits for the database, then every route answers', async () => {
    await outage.begin();
    const { ready } = await start();
    await waitFor(() => retries.length >= 2, 'two retries');
    expect(retries[0]).toMatch(
      /데이터베이스에 연결할 수 없습니다 \((ECONNREFUSED|SQLITE_BUSY)\)\. 0\.2초 후 다시 시도합니다\./,
    );
    expect(retries[1]).toContain('0.4초 후');
    // Refused, not 503: a balancer sends the request to another process instead.
    await expect(knock()).rejects.toThrow();
    expect(running!.url).toBeNull();

    await outage.end();
    await ready;
    expect(running!.url).toBe(`http://127.0.0.1:${port}`);
    const http = () => request(running!.url!);
    expect((await http().get('/api/health/ready').expect(200)).body).toEqual({ status: 'ok', db: 'up' });
    expect((await http().get('/api/courses').expect(200)).body).toEqual([]);
    expect((await http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
  }, 20_000);

  it('a failure that waiting cannot fix ends the start with its message', async () => {
    if (test.config.database.type === 'mysql') {
      const url = new URL(test.config.database.url);
      url.username = 'no_such_user';
      test.config.database = { ...test.config.database, url: url.toString() };
    } else {
      fs.writeFileSync(
        test.config.database.file,
        'this is not a database file, only text that fills the header page.'.repeat(20),
      );
    }
    const { ready } = await start();
    // toMatchObject, not toThrow: better-sqlite3's error class belongs to whichever test file loaded it first.
    await expect(ready).rejects.toMatchObject({
      message: expect.stringMatching(onMariaDb ? /Access denied/ : /not a database/),
    });
    expect(retries).toEqual([]);
  }, 15_000);

  it('stopping while it waits closes the port and ends the wait', async () => {
    await outage.begin();
    const { ready, stop } = await start();
    await waitFor(() => retries.length >= 1, 'a retry');
    await stop();
    await expect(ready).rejects.toBeInstanceOf(StartCancelledError);
    await outage.end();
    // Given time to, it would have been ready by now: the port stays closed.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(knock()).rejects.toThrow();
  }, 15_000);
});
