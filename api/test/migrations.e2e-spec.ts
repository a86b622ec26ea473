import { DataSource } from 'typeorm';
import { moveNasLoginsBack, moveNasLoginsOut } from '../src/database/migrations/nas-login-apart';
import { Video } from '../src/videos/video.entity';
import { findVideo, makeCourse, makeVideo } from './support/content-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

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
      await expect(findVideo(t, withLogin.id)).resolves.toMatchObject({ externalUrl: 'http://nas.local:5000/a.mp4', upstreamUserinfo: 'user:p%40ss' });
      await expect(findVideo(t, plain.id)).resolves.toMatchObject({ externalUrl: 'http://nas.local/a@b.mp4', upstreamUserinfo: null });
      await moveNasLoginsBack(runner);
      await expect(dataSource.getRepository(Video).findOneBy({ id: withLogin.id })).resolves.toMatchObject({ externalUrl: 'http://user:p%40ss@nas.local:5000/a.mp4' });
    } finally {
      await runner.release();
    }
  });
});
