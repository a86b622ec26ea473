import type { DatabaseConfig } from '../config/env';
import { runMigrations } from './run-migrations';
import { withServerFlavour } from './server-flavour';

/**
 * What must succeed before the app can serve: learn which server answers (MySQL or MariaDB) and
 * apply pending migrations. The server retries this while the database is unavailable. `log` hears
 * of a wait for another process's migrations.
 */
export async function prepareDatabase(
  database: DatabaseConfig,
  timeoutMs: number,
  log?: (line: string) => void,
): Promise<DatabaseConfig> {
  const prepared = await withServerFlavour(database, timeoutMs);
  await runMigrations(prepared, timeoutMs, { log });
  return prepared;
}
