import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/env';
import { dataSourceOptions } from './data-source-options';

/**
 * Pending migrations, on a connection of their own without the per-query timeout: an ALTER TABLE
 * on a big table may take minutes, a request's query may not.
 */
export async function runMigrations(database: DatabaseConfig, connectMs: number): Promise<void> {
  const dataSource = new DataSource(dataSourceOptions(database, { connectMs, queryMs: null }));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}
