import * as fs from 'fs';
import * as path from 'path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/env';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';

/** One place that turns the configured database into TypeORM options. Never `synchronize`. */
export function dataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  if (database.type === 'mysql') {
    return {
      type: database.flavour ?? 'mysql',
      url: database.url,
      entities: ENTITIES,
      migrations: MYSQL_MIGRATIONS,
      synchronize: false,
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      connectTimeout: 10000,
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
    // WAL lets readers proceed while a write is in progress.
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
    },
  };
}
