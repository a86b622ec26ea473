import { createHash } from 'crypto';
import { DataSource, type QueryRunner } from 'typeorm';
import type { DatabaseConfig } from '../config/env';
import { dataSourceOptions } from './data-source-options';
import { refuseTablesNotUtf8mb4 } from './table-charsets';

/** How long a run waits for another one's migrations: an ALTER TABLE on a big table may take minutes. */
export const MIGRATION_LOCK_WAIT_S = 600;

export interface RunMigrationsOptions {
  /** Seconds to wait for the migration lock another process holds; then the run fails. */
  lockWaitS?: number;
  /** Where "waiting for another process's migrations" goes. */
  log?: (line: string) => void;
}

/**
 * GET_LOCK names are the server's, not a database's: the name carries the database, so two
 * databases on one server (staging beside production, test suites side by side) never wait for
 * each other. MySQL refuses a name longer than 64 characters; a long database name is hashed.
 */
export function migrationLockName(databaseName: string): string {
  const name = `academy_migrations:${databaseName}`;
  return name.length <= 64 ? name : `academy_migrations:${createHash('sha1').update(databaseName).digest('hex')}`;
}

async function getLock(holder: QueryRunner, name: string, waitS: number): Promise<boolean> {
  const [row] = (await holder.query('SELECT GET_LOCK(?, ?) AS got', [name, waitS])) as Array<{ got: unknown }>;
  // NULL (an error, the wait killed) is no lock either.
  return Number(row?.got) === 1;
}

/**
 * Runs `work` while holding the database's migration lock on a connection of its own, kept for the
 * whole run: a lock taken with GET_LOCK belongs to the connection that took it, and the migrations
 * run on another one from the same pool.
 */
async function underMigrationLock<T>(
  dataSource: DataSource,
  { lockWaitS = MIGRATION_LOCK_WAIT_S, log = (line: string) => console.warn(line) }: RunMigrationsOptions,
  work: () => Promise<T>,
): Promise<T> {
  const holder = dataSource.createQueryRunner();
  await holder.connect();
  try {
    const [{ name: database }] = (await holder.query('SELECT DATABASE() AS name')) as Array<{ name: string }>;
    const name = migrationLockName(database);
    if (!(await getLock(holder, name, 0))) {
      log(`다른 프로세스가 마이그레이션을 적용하고 있어 끝나기를 기다립니다 (최대 ${lockWaitS}초).`);
      if (!(await getLock(holder, name, lockWaitS)))
        throw new Error(
          `다른 프로세스의 마이그레이션이 ${lockWaitS}초 안에 끝나지 않았습니다 (잠금 ${name}). 그 프로세스가 끝난 뒤 다시 시작해 주세요.`,
        );
    }
    try {
      return await work();
    } finally {
      // A connection that was lost has released its lock with it; that must not hide work's own error.
      await holder.query('SELECT RELEASE_LOCK(?)', [name]).catch(() => undefined);
    }
  } finally {
    await holder.release();
  }
}

/**
 * Pending migrations, on a connection of their own without the per-query timeout: an ALTER TABLE
 * on a big table may take minutes, a request's query may not. On MySQL/MariaDB they run under a
 * lock, so that replicas starting together and a release's `migrate` job apply each migration once:
 * whoever comes second waits, then finds nothing pending. The start then refuses a table that is
 * not utf8mb4. Resolves with the names of the migrations this run applied.
 */
export async function runMigrations(
  database: DatabaseConfig,
  connectMs: number,
  options: RunMigrationsOptions = {},
): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(database, { connectMs, queryMs: null }));
  await dataSource.initialize();
  try {
    if (database.type === 'mysql') {
      const applied = await underMigrationLock(dataSource, options, () => dataSource.runMigrations());
      await refuseTablesNotUtf8mb4(dataSource);
      return applied.map((migration) => migration.name);
    }
    // No lock on SQLite: it is the embedded mode, one process on its own file (one file, one
    // writer; replicas need MySQL/MariaDB), so no second run can be there to race this one.
    return (await dataSource.runMigrations()).map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
