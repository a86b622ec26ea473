import * as fs from 'fs';
import * as path from 'path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/env';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';

/**
 * connectMs bounds opening a connection, and SQLite's wait for a lock another process holds.
 * queryMs bounds each MySQL query (mysql2's per-query timeout); null leaves them unbounded (migrations).
 */
export interface DatabaseTimeouts {
  connectMs: number;
  queryMs: number | null;
}

const UNBOUNDED: DatabaseTimeouts = { connectMs: 10_000, queryMs: null };

/** One place that turns the configured database into TypeORM options. Never `synchronize`. */
export function dataSourceOptions(database: DatabaseConfig, timeouts: DatabaseTimeouts = UNBOUNDED): DataSourceOptions {
  if (database.type === 'mysql') {
    return {
      type: database.flavour ?? 'mysql',
      url: database.url,
      entities: ENTITIES,
      migrations: MYSQL_MIGRATIONS,
      synchronize: false,
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      connectTimeout: timeouts.connectMs,
      // maxQueryExecutionTime alone only logs slow queries; enableQueryTimeout hands it to mysql2.
      ...(timeouts.queryMs === null ? {} : { maxQueryExecutionTime: timeouts.queryMs, enableQueryTimeout: true }),
      extra: { connectionLimit: 10 },
    };
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  return {
    type: 'better-sqlite3',
    database: database.file,
    entities: ENTITIES,
    migrations: SQLITE_MIGRATIONS,
    synchronize: false,
    // better-sqlite3 waits (synchronously) this long for a lock held by another process.
    timeout: timeouts.connectMs,
    // WAL lets readers proceed while a write is in progress.
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
    },
  };
}
