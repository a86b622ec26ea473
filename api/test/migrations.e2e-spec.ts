import { DataSource, type DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { moveNasLoginsBack, moveNasLoginsOut } from '../src/database/migrations/nas-login-apart';
import { programsToHtml } from '../src/database/migrations/programs-as-markdown';
import { withServerFlavour } from '../src/database/server-flavour';
import { Video } from '../src/videos/video.entity';
import { findVideo, makeCourse, makeVideo } from './support/content-fixtures';
import { createTestApp, createTestConfig, type TestApp } from './support/test-app';

describe('migrations (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('leave no difference between the entities and the migrated schema', async () => {
    const dataSource = t.app.get(DataSource);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('are all applied at start', async () => {
    await expect(t.app.get(DataSource).showMigrations()).resolves.toBe(false);
  });

  it('move a NAS login stored inside a video URL out of it, and back on the way down', async () => {
    const dataSource = t.app.get(DataSource);
    const course = await makeCourse(t);
    const withLogin = await makeVideo(t, course.id, 'open', { externalUrl: 'http://user:p%40ss@nas.local:5000/a.mp4' });
    const plain = await makeVideo(t, course.id, 'open', { externalUrl: 'http://nas.local/a@b.mp4' });
    const runner = dataSource.createQueryRunner();
    try {
      await moveNasLoginsOut(runner);
      await expect(findVideo(t, withLogin.id)).resolves.toMatchObject({
        externalUrl: 'http://nas.local:5000/a.mp4',
        upstreamUserinfo: 'user:p%40ss',
      });
      await expect(findVideo(t, plain.id)).resolves.toMatchObject({
        externalUrl: 'http://nas.local/a@b.mp4',
        upstreamUserinfo: null,
      });
      await moveNasLoginsBack(runner);
      await expect(dataSource.getRepository(Video).findOneBy({ id: withLogin.id })).resolves.toMatchObject({
        externalUrl: 'http://user:p%40ss@nas.local:5000/a.mp4',
      });
    } finally {
      await runner.release();
    }
  });

  it('keep the first view of each member, video and half hour when the one-view-per-half-hour key arrives on existing data', async () => {
    const { config, cleanup } = await createTestConfig();
    const options = dataSourceOptions(await withServerFlavour(config.database));
    const migrations = options.migrations as NonNullable<DataSourceOptions['migrations']> & unknown[];
    const before = new DataSource({ ...options, migrations: migrations.slice(0, 1) } as DataSourceOptions);
    const after = new DataSource(options);
    try {
      await before.initialize();
      await before.runMigrations();
      await before.query(
        `INSERT INTO users (id, email, passwordHash) VALUES ('u1', 'one@test.local', 'x'), ('u2', 'two@test.local', 'x')`,
      );
      await before.query(`INSERT INTO courses (id, title, slug, tags) VALUES ('c1', 'course', 'course', '[]')`);
      await before.query(
        `INSERT INTO videos (id, courseId, title, externalUrl) VALUES ('v1', 'c1', 'video', 'http://nas/a.mp4')`,
      );
      const views: Array<[string, string | null, string]> = [
        ['a', 'u1', '2030-01-01 10:05:00'],
        ['b', 'u1', '2030-01-01 10:01:00'],
        ['c', 'u1', '2030-01-01 10:20:00'],
        ['d', 'u1', '2030-01-01 10:40:00'],
        ['e', 'u2', '2030-01-01 10:02:00'],
        ['f', null, '2030-01-01 10:03:00'],
        ['g', null, '2030-01-01 10:04:00'],
      ];
      for (const [id, userId, at] of views)
        await before.query(`INSERT INTO video_views (id, videoId, userId, createdAt) VALUES (?, 'v1', ?, ?)`, [
          id,
          userId,
          at,
        ]);
      await before.destroy();

      await after.initialize();
      await after.runMigrations();
      const rows: Array<{ id: string }> = await after.query(`SELECT id FROM video_views ORDER BY id`);
      // u1's first half hour keeps its earliest view (b); members removed long ago (no user) are not merged.
      expect(rows.map((row) => row.id)).toEqual(['b', 'd', 'e', 'f', 'g']);
    } finally {
      if (before.isInitialized) await before.destroy();
      if (after.isInitialized) await after.destroy();
      await cleanup();
    }
  });

  it('keep members, their approval records and sessions when the password, session and audit columns arrive', async () => {
    const { config, cleanup } = await createTestConfig();
    const options = dataSourceOptions(await withServerFlavour(config.database));
    const migrations = options.migrations as NonNullable<DataSourceOptions['migrations']> & Array<{ name: string }>;
    const index = migrations.findIndex((migration) => migration.name.startsWith('PasswordsSessionsAudit'));
    expect(index).toBeGreaterThan(0);
    const before = new DataSource({ ...options, migrations: migrations.slice(0, index) } as DataSourceOptions);
    const after = new DataSource(options);
    try {
      await before.initialize();
      await before.runMigrations();
      await before.query(
        `INSERT INTO users (id, email, passwordHash, role) VALUES ('u1', 'one@test.local', 'hash-1', 'VERIFIED')`,
      );
      await before.query(
        `INSERT INTO approval_records (id, userId, status, memo) VALUES ('a1', 'u1', 'APPROVED', '확인')`,
      );
      await before.query(
        `INSERT INTO sessions (id, expiresAt, userId, data) VALUES ('s1', '2099-01-01 00:00:00.000', 'u1', '{}')`,
      );
      await before.destroy();

      await after.initialize();
      await after.runMigrations();
      const users: Array<{ email: string; passwordHash: string; mustChangePassword: number | boolean }> =
        await after.query(`SELECT email, passwordHash, mustChangePassword FROM users`);
      expect(users.map((user) => ({ ...user, mustChangePassword: Boolean(Number(user.mustChangePassword)) }))).toEqual([
        { email: 'one@test.local', passwordHash: 'hash-1', mustChangePassword: false },
      ]);
      await expect(after.query(`SELECT id, memo FROM approval_records`)).resolves.toEqual([{ id: 'a1', memo: '확인' }]);
      await expect(after.query(`SELECT id, userId, createdAt, userAgent FROM sessions`)).resolves.toEqual([
        { id: 's1', userId: 'u1', createdAt: null, userAgent: null },
      ]);
      await expect(after.query(`SELECT COUNT(*) AS n FROM audit_log`)).resolves.toEqual([{ n: expect.anything() }]);
    } finally {
      if (before.isInitialized) await before.destroy();
      if (after.isInitialized) await after.destroy();
      await cleanup();
    }
  });

  it('turn stored program HTML into Markdown when the program facts arrive, and render it back on the way down', async () => {
    const { config, cleanup } = await createTestConfig();
    const options = dataSourceOptions(await withServerFlavour(config.database));
    const migrations = options.migrations as NonNullable<DataSourceOptions['migrations']> & Array<{ name: string }>;
    const index = migrations.findIndex((migration) => migration.name.startsWith('ProgramFacts'));
    expect(index).toBeGreaterThan(0);
    const before = new DataSource({ ...options, migrations: migrations.slice(0, index) } as DataSourceOptions);
    const after = new DataSource(options);
    const html = {
      content:
        '<h3>수업 방식</h3>\n<p><strong>교과서</strong> 분석, 문의: <a href="tel:0552647780" rel="noopener noreferrer">전화</a></p>\n<ul>\n<li>단어 시험</li>\n</ul>',
      curriculum:
        '<table>\n<thead><tr><th>단계</th><th>기간</th></tr></thead>\n<tbody>\n<tr><td>기초 | 문법</td><td>1~4주</td></tr>\n</tbody>\n</table>',
    };
    try {
      await before.initialize();
      await before.runMigrations();
      await before.query(
        `INSERT INTO programs (id, slug, title, content, features, curriculum) VALUES ('p1', 'html', '예전 프로그램', ?, '[]', ?)`,
        [html.content, html.curriculum],
      );
      await before.query(
        `INSERT INTO programs (id, slug, title, content, features, curriculum) VALUES ('p2', 'plain', '글만', '글자 그대로 & 1 < 2', '[]', NULL)`,
      );
      await before.destroy();

      await after.initialize();
      await after.runMigrations();
      const rows: Array<Record<string, unknown>> = await after.query(
        `SELECT id, content, curriculum, tuition, schedule, startDate, capacity, seatsLeft FROM programs ORDER BY id`,
      );
      expect(rows).toEqual([
        {
          id: 'p1',
          content: '### 수업 방식\n\n**교과서** 분석, 문의: [전화](tel:0552647780)\n\n-   단어 시험',
          curriculum: '| 단계 | 기간 |\n| --- | --- |\n| 기초 \\| 문법 | 1~4주 |',
          tuition: null,
          schedule: null,
          startDate: null,
          capacity: null,
          seatsLeft: null,
        },
        expect.objectContaining({ id: 'p2', content: '글자 그대로 & 1 < 2', curriculum: null }),
      ]);

      const runner = after.createQueryRunner();
      try {
        // The driver's own identifier quote: ` on MySQL and MariaDB, " on SQLite.
        await programsToHtml(runner, after.driver.escape('programs')[0] as '`' | '"');
      } finally {
        await runner.release();
      }
      const [back] = await after.query(`SELECT content, curriculum FROM programs WHERE id = 'p1'`);
      expect(back.content).toBe(
        '<h3>수업 방식</h3>\n<p><strong>교과서</strong> 분석, 문의: <a href="tel:0552647780">전화</a></p>\n<ul>\n<li>단어 시험</li>\n</ul>',
      );
      expect(back.curriculum).toContain('<th>단계</th>');
      expect(back.curriculum).toContain('<td>기초 | 문법</td>');
    } finally {
      if (before.isInitialized) await before.destroy();
      if (after.isInitialized) await after.destroy();
      await cleanup();
    }
  });
});
