import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Provider } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { DataSource, type EntityTarget, type ObjectLiteral, type Repository } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { ENTITIES } from '../../src/database/entities';

export interface SqliteDatabase {
  dataSource: DataSource;
  repository<T extends ObjectLiteral>(entity: EntityTarget<T>): Repository<T>;
  /** Nest providers of these entities' repositories, for a TestingModule. */
  repositories(...entities: Array<EntityTarget<ObjectLiteral>>): Provider[];
  /** Deletes every row (dependent tables first), for a test that needs empty tables. */
  clear(): Promise<void>;
  /** Closes the database and deletes its file. */
  close(): Promise<void>;
}

/**
 * A real database for unit specs: the app's SQLite options and migrations on a temporary file,
 * so a service is checked by what it stores and reads rather than by the calls it makes.
 */
export async function openSqliteDatabase(): Promise<SqliteDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-unit-'));
  const dataSource = new DataSource(dataSourceOptions({ type: 'sqlite', file: path.join(dir, 'unit.sqlite') }));
  await dataSource.initialize();
  await dataSource.runMigrations();
  const repository = <T extends ObjectLiteral>(entity: EntityTarget<T>) => dataSource.getRepository(entity);
  return {
    dataSource,
    repository,
    repositories: (...entities) =>
      entities.map((entity) => ({ provide: getRepositoryToken(entity as never), useValue: repository(entity) })),
    clear: async () => {
      for (const entity of [...ENTITIES].reverse()) await repository(entity).clear();
    },
    close: async () => {
      await dataSource.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
