/**
 * Writes the next migration for both drivers from the difference between the entities and a
 * database migrated to the current head. Usage: npm run migration:generate -w @academy/api -- Name
 * Needs MariaDB/MySQL at MIGRATION_DATABASE_URL (default mysql://root@127.0.0.1:3306).
 */
import 'reflect-metadata';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { withServerFlavour } from '../src/database/server-flavour';
import { withMigration } from '../src/database/migrations/migration-index';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('usage: generate-migration <PascalCaseName>');
  process.exit(1);
}

const q = (sql: string) => '`' + sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`';

async function migrationFor(
  driver: 'mysql' | 'sqlite',
  dataSource: DataSource,
  timestamp: number,
): Promise<string | null> {
  await dataSource.initialize();
  await dataSource.runMigrations();
  const log = await dataSource.driver.createSchemaBuilder().log();
  await dataSource.destroy();
  if (log.upQueries.length === 0) return null;
  const className = `${name}${timestamp}`;
  const up = log.upQueries.map((query) => `    await queryRunner.query(${q(query.query)});`).join('\n');
  const down = log.downQueries
    .reverse()
    .map((query) => `    await queryRunner.query(${q(query.query)});`)
    .join('\n');
  const folder = path.join(__dirname, '..', 'src', 'database', 'migrations', driver);
  const file = path.join(folder, `${timestamp}-${name}.ts`);
  const index = path.join(folder, 'index.ts');
  fs.writeFileSync(index, withMigration(fs.readFileSync(index, 'utf8'), className, `${timestamp}-${name}`));
  fs.writeFileSync(
    file,
    `import type { MigrationInterface, QueryRunner } from 'typeorm';\n\nexport class ${className} implements MigrationInterface {\n  name = '${className}';\n\n  public async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n  public async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
  );
  return file;
}

async function main() {
  const timestamp = Date.now();
  const server = process.env.MIGRATION_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306';
  const database = `academy_migration_${timestamp}`;
  const admin = await createConnection(server);
  await admin.query(`CREATE DATABASE ${database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    const mysqlFile = await migrationFor(
      'mysql',
      new DataSource(dataSourceOptions(await withServerFlavour({ type: 'mysql', url: `${server}/${database}` }))),
      timestamp,
    );
    const sqliteFile = await migrationFor(
      'sqlite',
      new DataSource(dataSourceOptions({ type: 'sqlite', file: path.join(os.tmpdir(), `${database}.sqlite`) })),
      timestamp,
    );
    console.log(mysqlFile ?? 'mysql: no changes', '\n', sqliteFile ?? 'sqlite: no changes');
  } finally {
    await admin.query(`DROP DATABASE ${database}`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
