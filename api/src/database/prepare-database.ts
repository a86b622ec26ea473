import type { DatabaseConfig } from '../config/env';
import { runMigrations } from './run-migrations';
import { withServerFlavour } from './server-flavour';

/**
 * What must succeed before the app can serve: learn which server answers (MySQL or MariaDB) and
 * apply pending migrations. The server retries this while the database is unavailable.
 */
export async function prepareDatabase(database: DatabaseConfig, timeoutMs: number): Promise<DatabaseConfig> {
  const prepared = await withServerFlavour(database, timeoutMs);
  await runMigrations(prepared, timeoutMs);
  return prepared;
}
