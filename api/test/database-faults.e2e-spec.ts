import { DataSource } from 'typeorm';
import { signedInMember, signupBody, type Agent } from './support/accounts';
import { expectDbUnavailable, FAST_DB_TIMEOUTS } from './support/db-unavailable';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createTestApp, type TestApp } from './support/test-app';

describe('database faults (e2e)', () => {
  if (process.env.TEST_DATABASE_URL) {
    describe('MariaDB behind a proxy the test controls', () => {
      let proxy: TcpProxy;
      let t: TestApp;
      let member: Agent;

      beforeAll(async () => {
        const server = new URL(process.env.TEST_DATABASE_URL!);
        proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 3306) });
        t = await createTestApp(FAST_DB_TIMEOUTS, (config) => {
          if (config.database.type === 'mysql')
            config.database = { ...config.database, url: proxy.via(config.database.url) };
        });
        member = (await signedInMember(t, 'VERIFIED')).agent;
      });
      afterEach(async () => {
        await proxy.setMode('forward');
      });
      afterAll(async () => {
        await proxy.setMode('forward');
        await t.close();
        await proxy.close();
      });

      it('refusing connections: 503 DB_UNAVAILABLE with Retry-After, also for a signed-in member whose session cannot be read', async () => {
        await proxy.setMode('refuse');
        expectDbUnavailable(await t.http().get('/api/courses'));
        expectDbUnavailable(await member.get('/api/auth/user'));
        expectDbUnavailable(await t.http().post('/api/auth/signup').send(signupBody()));
        expect((await t.http().get('/api/health')).status).toBe(503);
        expect((await t.http().get('/api/health/ready')).status).toBe(503);
        expect((await t.http().get('/api/health/live')).status).toBe(200);
      });

      it('accepting but never answering: one request after another ends with 503 instead of hanging', async () => {
        // Open pooled connections first: queries sent on them are the ones that never come back.
        expect((await t.http().get('/api/health/ready')).status).toBe(200);
        await proxy.setMode('blackhole');
        // Each query after the first would wait behind the one still stuck on the same connection.
        for (let i = 0; i < 3; i++) expect((await t.http().get('/api/health/ready')).status).toBe(503);
        expectDbUnavailable(await t.http().get('/api/courses'));
      }, 15_000);

      it('accepting but never answering: more requests at once than the pool holds all end with 503', async () => {
        await proxy.setMode('blackhole');
        const answers = await Promise.all(
          Array.from({ length: 14 }, (_, i) => (i % 2 ? member.get('/api/auth/user') : t.http().get('/api/courses'))),
        );
        for (const answer of answers) expectDbUnavailable(answer);
        expect((await t.http().get('/api/health/ready')).status).toBe(503);
      });

      it('serves again as soon as the database is back', async () => {
        await proxy.setMode('blackhole');
        expectDbUnavailable(await t.http().get('/api/courses'));
        await proxy.setMode('refuse');
        expectDbUnavailable(await t.http().get('/api/courses'));
        await proxy.setMode('forward');
        expect((await t.http().get('/api/courses')).status).toBe(200);
        expect((await member.get('/api/auth/user')).status).toBe(200);
        expect((await t.http().get('/api/health/ready')).status).toBe(200);
      });
    });
  } else {
    describe('SQLite locked by another process', () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(FAST_DB_TIMEOUTS);
      });
      afterAll(async () => {
        await t.close();
      });

      it('a write that cannot get the lock in time answers 503 DB_UNAVAILABLE; the same write succeeds once the lock is gone', async () => {
        if (t.config.database.type !== 'sqlite') throw new Error('expected the embedded database');
        // A second connection to the same file, as another process (or a backup tool) would hold it.
        const other = new DataSource({ type: 'better-sqlite3', database: t.config.database.file });
        await other.initialize();
        const body = signupBody();
        try {
          await other.query('BEGIN EXCLUSIVE');
          expectDbUnavailable(await t.http().post('/api/auth/signup').send(body));
          // Readers are not blocked (write-ahead log).
          expect((await t.http().get('/api/courses')).status).toBe(200);
          await other.query('COMMIT');
          expect((await t.http().post('/api/auth/signup').send(body)).status).toBe(201);
        } finally {
          await other.destroy();
        }
      });
    });
  }
});
