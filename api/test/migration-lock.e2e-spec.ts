import { createConnection, type Connection } from 'mysql2/promise';
import type { MigrationInterface } from 'typeorm';
import type { DatabaseConfig } from '../src/config/env';
import { dataSourceOptions } from '../src/database/data-source-options';
import { migrationLockName, runMigrations } from '../src/database/run-migrations';
import { withServerFlavour } from '../src/database/server-flavour';
import { createTestConfig, freshMysqlDatabase } from './support/test-app';

const onMariaDb = Boolean(process.env.TEST_DATABASE_URL);
const CONNECT_MS = 10_000;

/** Every migration's name as TypeORM records it in the `migrations` table. */
function expectedNames(database: DatabaseConfig): string[] {
  const classes = dataSourceOptions(database).migrations as Array<new () => MigrationInterface>;
  return classes.map((Migration) => new Migration().name ?? Migration.name);
}

if (!onMariaDb) {
  describe('migrations on SQLite (e2e; the migration lock is MariaDB/MySQL only and runs with TEST_DATABASE_URL: SQLite is one process on its own file and takes no lock)', () => {
    it('applies every migration once; a second run finds nothing pending', async () => {
      const { config, cleanup } = await createTestConfig();
      try {
        const first = await runMigrations(config.database, CONNECT_MS);
        expect(first).toEqual(expectedNames(config.database));
        await expect(runMigrations(config.database, CONNECT_MS)).resolves.toEqual([]);
      } finally {
        await cleanup();
      }
    });
  });
} else {
  describe('the migration lock on MariaDB (e2e)', () => {
    let fresh: { url: string; drop: () => Promise<void> };
    let database: DatabaseConfig;
    let databaseName: string;
    let admin: Connection;

    beforeEach(async () => {
      fresh = await freshMysqlDatabase(process.env.TEST_DATABASE_URL!);
      database = await withServerFlavour({ type: 'mysql', url: fresh.url });
      databaseName = new URL(fresh.url).pathname.slice(1);
      admin = await createConnection({ uri: fresh.url });
    });
    afterEach(async () => {
      await admin.end();
      await fresh.drop();
    });

    const recorded = async () => {
      const [rows] = await admin.query('SELECT name FROM migrations ORDER BY id');
      return (rows as Array<{ name: string }>).map((row) => row.name);
    };
    const tableCount = async () => {
      const [rows] = await admin.query('SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?', [
        databaseName,
      ]);
      return Number((rows as Array<{ n: unknown }>)[0].n);
    };

    it('two runs started together on a fresh database apply each migration exactly once', async () => {
      const runs = await Promise.allSettled([
        runMigrations(database, CONNECT_MS, { log: () => undefined }),
        runMigrations(database, CONNECT_MS, { log: () => undefined }),
      ]);
      expect(runs.map((run) => run.status)).toEqual(['fulfilled', 'fulfilled']);
      const applied = runs.map((run) => (run as PromiseFulfilledResult<string[]>).value);
      const names = expectedNames(database);
      // One applied them all; the other waited for the lock, then found nothing pending.
      expect([...applied].sort((a, b) => b.length - a.length)).toEqual([names, []]);
      const stored = await recorded();
      expect(stored).toEqual(names);
      expect(new Set(stored).size).toBe(stored.length);
    }, 120_000);

    it('waits while another process holds the lock, applying nothing, and goes on once it is released', async () => {
      const holder = await createConnection({ uri: fresh.url });
      try {
        const [held] = await holder.query('SELECT GET_LOCK(?, 0) AS got', [migrationLockName(databaseName)]);
        expect(Number((held as Array<{ got: unknown }>)[0].got)).toBe(1);
        let toldToWait!: () => void;
        const waiting = new Promise<void>((resolve) => (toldToWait = resolve));
        const lines: string[] = [];
        let settled = false;
        const run = runMigrations(database, CONNECT_MS, {
          log: (line) => {
            lines.push(line);
            toldToWait();
          },
        }).finally(() => (settled = true));
        await waiting;
        expect(lines).toEqual(['다른 프로세스가 마이그레이션을 적용하고 있어 끝나기를 기다립니다 (최대 600초).']);
        // While the lock is held: not a table made, not even the migrations table.
        expect(await tableCount()).toBe(0);
        expect(settled).toBe(false);

        await holder.query('SELECT RELEASE_LOCK(?)', [migrationLockName(databaseName)]);
        await expect(run).resolves.toEqual(expectedNames(database));
        expect(await recorded()).toEqual(expectedNames(database));
        // Released again after the run: the next release's migrations do not wait for a lock nobody holds.
        const [free] = await admin.query('SELECT IS_FREE_LOCK(?) AS free', [migrationLockName(databaseName)]);
        expect(Number((free as Array<{ free: unknown }>)[0].free)).toBe(1);
      } finally {
        await holder.end();
      }
    }, 120_000);

    it('gives up with a message that says why when the lock stays taken', async () => {
      const holder = await createConnection({ uri: fresh.url });
      try {
        await holder.query('SELECT GET_LOCK(?, 0)', [migrationLockName(databaseName)]);
        await expect(runMigrations(database, CONNECT_MS, { lockWaitS: 1, log: () => undefined })).rejects.toThrow(
          /^다른 프로세스의 마이그레이션이 1초 안에 끝나지 않았습니다 \(잠금 academy_migrations:/,
        );
        expect(await tableCount()).toBe(0);
      } finally {
        await holder.end();
      }
    }, 60_000);

    it('names the lock after the database, within the 64 characters MySQL allows', () => {
      expect(migrationLockName('academy')).toBe('academy_migrations:academy');
      const long = migrationLockName('a'.repeat(64));
      expect(long).toMatch(/^academy_migrations:[0-9a-f]{40}$/);
      expect(long.length).toBeLessThanOrEqual(64);
    });
  });
}
