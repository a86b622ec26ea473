import { createConnection } from 'mysql2/promise';
import type { DatabaseConfig } from '../config/env';

/**
 * MySQL 8 and MariaDB speak the same protocol but describe their schema differently (MariaDB
 * reports a NULL default as the text 'NULL'); TypeORM must be told which one it talks to.
 */
export async function withServerFlavour(database: DatabaseConfig, connectTimeoutMs = 10_000): Promise<DatabaseConfig> {
  if (database.type !== 'mysql' || database.flavour) return database;
  const connection = await createConnection({ uri: database.url, connectTimeout: connectTimeoutMs });
  try {
    const [rows] = await connection.query({ sql: 'SELECT VERSION() AS version', timeout: connectTimeoutMs });
    const version = String((rows as Array<{ version: string }>)[0]?.version ?? '');
    return { ...database, flavour: /mariadb/i.test(version) ? 'mariadb' : 'mysql' };
  } finally {
    await connection.end();
  }
}
