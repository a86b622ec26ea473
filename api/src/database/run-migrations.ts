import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/env';
import { dataSourceOptions } from './data-source-options';
import { refuseTablesNotUtf8mb4 } from './table-charsets';

/**
 * Pending migrations, on a connection of their own without the per-query timeout: an ALTER TABLE
 * on a big table may take minutes, a request's query may not. On MySQL/MariaDB the start then
 * refuses a table that is not utf8mb4.
 */
export async function runMigrations(database: DatabaseConfig, connectMs: number): Promise<void> {
  const dataSource = new DataSource(dataSourceOptions(database, { connectMs, queryMs: null }));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    if (database.type === 'mysql') await refuseTablesNotUtf8mb4(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
