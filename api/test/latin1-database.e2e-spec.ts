import { createConnection } from 'mysql2/promise';
import { DataSource, type DataSourceOptions, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { AppConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { withServerFlavour } from '../src/database/server-flavour';
import { tablesNotUtf8mb4 } from '../src/database/table-charsets';
import { User } from '../src/members/user.entity';
import { startServer } from '../src/server/start-server';
import { consoleAgent, signedInAdmin, signupBody } from './support/accounts';
import { createTestConfig, startApp, TEST_ADMIN, type TestApp } from './support/test-app';

const onMariaDb = Boolean(process.env.TEST_DATABASE_URL);

/** Every write of Korean text the issue saw fail on latin1 tables: sign-up, admin and console login, course create. */
async function expectKoreanWrites(t: TestApp): Promise<void> {
  const signup = await t
    .http()
    .post('/api/auth/signup')
    .send(signupBody({ firstName: '지민', lastName: '박' }));
  expect(signup.status).toBe(201);
  expect(signup.body.user).toMatchObject({ firstName: '지민', lastName: '박' });

  await t.app
    .get(DataSource)
    .getRepository(User)
    .update({ email: TEST_ADMIN.email }, { firstName: '관리', lastName: '김' });
  const admin = await signedInAdmin(t);
  const created = await admin
    .post('/api/admin/courses')
    .send({ title: '토익 기초반', slug: `toeic-${Date.now()}`, description: '입문 과정 📚' })
    .expect(201);
  expect(created.body).toMatchObject({ title: '토익 기초반', description: '입문 과정 📚' });
  await consoleAgent(t);
  const me = await admin.get('/api/auth/user').expect(200);
  expect(me.body).toMatchObject({ firstName: '관리', lastName: '김' });
}

if (!onMariaDb) {
  describe('Korean text on SQLite (e2e; SQLite stores all text as UTF-8, the latin1 cases need MariaDB and run in CI)', () => {
    it('signs up, logs in and creates a course with Korean text', async () => {
      const { config, cleanup } = await createTestConfig();
      const t = await startApp(config, cleanup);
      try {
        await expectKoreanWrites(t);
      } finally {
        await t.close();
      }
    });
  });
} else {
  describe('a latin1 MariaDB database (e2e, MariaDB only: SQLite has no character sets)', () => {
    /** A fresh test database created again as the server made it: CHARACTER SET latin1. */
    async function latin1Config(): Promise<{ config: AppConfig; cleanup: () => Promise<void> }> {
      const made = await createTestConfig();
      if (made.config.database.type !== 'mysql') throw new Error('expected MariaDB');
      const url = new URL(made.config.database.url);
      const name = url.pathname.slice(1);
      url.pathname = '/';
      const server = await createConnection({ uri: url.toString() });
      try {
        await server.query(`DROP DATABASE \`${name}\``);
        await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET latin1 COLLATE latin1_swedish_ci`);
      } finally {
        await server.end();
      }
      return made;
    }

    async function migratedDataSource(config: AppConfig, migrations?: (all: MigrationClass[]) => MigrationClass[]) {
      const options = dataSourceOptions(await withServerFlavour(config.database));
      const all = options.migrations as MigrationClass[];
      const dataSource = new DataSource({
        ...options,
        migrations: migrations ? migrations(all) : all,
      } as DataSourceOptions);
      await dataSource.initialize();
      await dataSource.runMigrations();
      return dataSource;
    }

    it('migrates a database created with CHARACTER SET latin1 to utf8mb4 tables, and Korean writes answer 2xx', async () => {
      const { config, cleanup } = await latin1Config();
      const t = await startApp(config, cleanup);
      try {
        const dataSource = t.app.get(DataSource);
        await expect(tablesNotUtf8mb4(dataSource)).resolves.toEqual([]);
        const [database] = await dataSource.query(
          'SELECT DEFAULT_CHARACTER_SET_NAME AS charset FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = DATABASE()',
        );
        expect(database).toEqual({ charset: 'utf8mb4' });
        const pending = await dataSource.driver.createSchemaBuilder().log();
        expect(pending.upQueries.map((query) => query.query)).toEqual([]);
        await expectKoreanWrites(t);
      } finally {
        await t.close();
      }
    }, 30_000);

    it('converts the tables of an existing latin1 installation and keeps its rows, keys, TEXT columns and exact e-mails', async () => {
      const { config, cleanup } = await latin1Config();
      // An installation that applied every other migration as it was before they named a character
      // set: every table took the database's latin1. The conversion is then the one pending migration.
      // AcademyInfo also writes the academy's Korean facts: newer than Utf8mb4Tables, it runs on
      // converted tables, so such an installation had not run it yet either.
      const before = await migratedDataSource(config, (all) =>
        all.filter((migration) => !/^(Utf8mb4Tables|AcademyInfo)/.test(migration.name)).map(withoutCharset),
      );
      let t: TestApp | null = null;
      try {
        const latin1 = await tablesNotUtf8mb4(before);
        expect(latin1).toEqual(expect.arrayContaining([{ table: 'courses', column: null, charset: 'latin1' }]));
        await before.query(
          `INSERT INTO users (id, email, passwordHash, firstName) VALUES ('u1', 'jose@test.local', 'x', 'José')`,
        );
        await before.query(`INSERT INTO courses (id, title, slug, tags) VALUES ('c1', 'Café', 'cafe', '[]')`);
        await before.query(
          `INSERT INTO videos (id, courseId, title, externalUrl) VALUES ('v1', 'c1', 'v', 'http://nas/a.mp4')`,
        );
        const foreignKeys = await before.query(
          'SELECT CONSTRAINT_NAME AS name FROM information_schema.REFERENTIAL_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = DATABASE() ORDER BY 1',
        );
        await before.destroy();

        t = await startApp(config, cleanup);
        const dataSource = t.app.get(DataSource);
        await expect(tablesNotUtf8mb4(dataSource)).resolves.toEqual([]);
        await expect(dataSource.query(`SELECT firstName FROM users WHERE id = 'u1'`)).resolves.toEqual([
          { firstName: 'José' },
        ]);
        await expect(dataSource.query(`SELECT title FROM courses WHERE id = 'c1'`)).resolves.toEqual([
          { title: 'Café' },
        ]);
        await expect(
          dataSource.query(
            `SELECT COLUMN_NAME AS name, DATA_TYPE AS type, COLLATION_NAME AS collation FROM information_schema.COLUMNS
              WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'users' AND COLUMN_NAME IN ('email', 'firstName') ORDER BY 1`,
          ),
        ).resolves.toEqual([
          { name: 'email', type: 'varchar', collation: 'utf8mb4_bin' },
          { name: 'firstName', type: 'varchar', collation: 'utf8mb4_unicode_ci' },
        ]);
        await expect(
          dataSource.query(
            'SELECT CONSTRAINT_NAME AS name FROM information_schema.REFERENTIAL_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = DATABASE() ORDER BY 1',
          ),
        ).resolves.toEqual(foreignKeys);
        // No difference left: TEXT stayed TEXT (CONVERT TO alone widens it), keys and indexes are back.
        const pending = await dataSource.driver.createSchemaBuilder().log();
        expect(pending.upQueries.map((query) => query.query)).toEqual([]);
        // Deleting the course still deletes its video: the foreign key works again.
        await dataSource.query(`DELETE FROM courses WHERE id = 'c1'`);
        await expect(dataSource.query(`SELECT id FROM videos WHERE id = 'v1'`)).resolves.toEqual([]);
        await expectKoreanWrites(t);
      } finally {
        if (before.isInitialized) await before.destroy();
        if (t) await t.close();
        else await cleanup();
      }
    }, 60_000);

    it('refuses to start when a table or column is not utf8mb4 after the migrations, naming it and its character set', async () => {
      const { config, cleanup } = await createTestConfig({}, (adjusted) => {
        adjusted.port = 0;
        adjusted.host = '127.0.0.1';
      });
      const migrated = await migratedDataSource(config);
      const retries: string[] = [];
      let running: Awaited<ReturnType<typeof startServer>> | null = null;
      try {
        await migrated.query('ALTER TABLE `notices` CONVERT TO CHARACTER SET latin1');
        await migrated.query('ALTER TABLE `programs` MODIFY `subtitle` varchar(300) CHARACTER SET latin1 NULL');
        await migrated.destroy();

        running = await startServer(config, { logger: false, serveWebApps: false, log: (line) => retries.push(line) });
        const failure = await running.ready.then(
          () => null,
          (error: unknown) => error as Error,
        );
        expect(failure?.message).toContain('notices (latin1)');
        expect(failure?.message).toContain('programs.subtitle (latin1)');
        expect(failure?.message).toMatch(/utf8mb4 가 아닌 테이블/);
        // Waiting does not fix it: no retry.
        expect(retries).toEqual([]);
        // It never opened its port.
        expect(running.url).toBeNull();
      } finally {
        if (migrated.isInitialized) await migrated.destroy();
        await running?.stop();
        await cleanup();
      }
    }, 30_000);
  });
}

type MigrationClass = { name: string; new (): MigrationInterface };

const EXPLICIT_CHARSET = / DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci/g;

/** The migration as it was before it named its tables' character set. */
function withoutCharset(migration: MigrationClass): MigrationClass {
  const Original = migration;
  const Renamed = class extends Original {
    override up(runner: QueryRunner): Promise<void> {
      const stripped = new Proxy(runner, {
        get(target, property, receiver) {
          if (property === 'query')
            return (sql: string, parameters?: unknown[]) => target.query(sql.replace(EXPLICIT_CHARSET, ''), parameters);
          const value: unknown = Reflect.get(target, property, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      return super.up(stripped);
    }
  };
  Object.defineProperty(Renamed, 'name', { value: Original.name });
  return Renamed;
}
