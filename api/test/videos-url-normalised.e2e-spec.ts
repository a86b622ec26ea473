import { DataSource } from 'typeorm';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { normaliseStoredVideoUrls } from '../src/database/migrations/video-urls-normalised';
import { agentsForAll, type Agent, type Caller } from './support/accounts';
import { countRows, findVideo, makeCourse, makeVideo } from './support/content-fixtures';
import { startFakeNas, type FakeNas } from './support/fake-nas';
import { createTestApp, type TestApp } from './support/test-app';

const U = ADMIN_MESSAGES.videoUrl;

describe('stored video URLs are normalised (e2e)', () => {
  let t: TestApp;
  let nas: FakeNas;
  let agents: Record<Caller, Agent>;
  let courseId: string;

  beforeAll(async () => {
    nas = await startFakeNas();
    t = await createTestApp({ VIDEO_UPSTREAM_HOSTS: `${nas.origin},http://nas.test.local` });
    agents = await agentsForAll(t);
    courseId = (await makeCourse(t)).id;
  });
  afterAll(async () => {
    await t.close();
    await nas.close();
  });

  const fullForm = (externalUrl: string) => ({ courseId, title: '정규화', externalUrl });

  describe('on create and update', () => {
    it('stores and shows the admin form’s URL with the scheme and host lower-cased and the default port dropped', async () => {
      const created = await agents.ADMIN.post('/api/admin/videos')
        .send(fullForm('HTTP://NAS.Test.Local:80/Lessons/./A.mp4'))
        .expect(201);
      expect(created.body).toMatchObject({
        externalUrl: 'http://nas.test.local/Lessons/A.mp4',
        url: 'http://nas.test.local/Lessons/A.mp4',
      });
      await expect(findVideo(t, created.body.id)).resolves.toMatchObject({
        externalUrl: 'http://nas.test.local/Lessons/A.mp4',
        upstreamUserinfo: null,
      });
      const updated = await agents.ADMIN.put(`/api/admin/videos/${created.body.id}`)
        .send({ externalUrl: 'http://User:s%40cret@NAS.TEST.LOCAL:80/b.mp4' })
        .expect(200);
      expect(updated.body.externalUrl).toBe('http://User:***@nas.test.local/b.mp4');
      await expect(findVideo(t, created.body.id)).resolves.toMatchObject({
        externalUrl: 'http://nas.test.local/b.mp4',
        upstreamUserinfo: 'User:s%40cret',
      });
      // The masked login sent back keeps the stored password on the same origin, however it is spelled.
      await agents.ADMIN.put(`/api/admin/videos/${created.body.id}`)
        .send({ externalUrl: 'HTTP://User:***@nas.test.local:80/c.mp4' })
        .expect(200);
      await expect(findVideo(t, created.body.id)).resolves.toMatchObject({
        externalUrl: 'http://nas.test.local/c.mp4',
        upstreamUserinfo: 'User:s%40cret',
      });
    });

    it('normalises the dashboard form, the simple console and the member answers alike', async () => {
      const dashboard = await agents.console
        .post('/api/admin/videos')
        .send({ title: '대시보드', type: 'nas', url: 'HTTP://NAS.test.local:80/강의 1.mp4' })
        .expect(201);
      expect(dashboard.body.url).toBe('http://nas.test.local/%EA%B0%95%EC%9D%98%201.mp4');
      const simple = await agents.console
        .post('/api/simple/videos')
        .send({ title: '간편', videoUrl: 'https://WWW.YouTube.com/watch?v=dQw4w9WgXcQ' })
        .expect(201);
      expect(simple.body).toMatchObject({
        type: 'youtube',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      });
      const playable = await agents.VERIFIED.get('/api/videos').expect(200);
      expect(playable.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: dashboard.body.id, url: 'http://nas.test.local/%EA%B0%95%EC%9D%98%201.mp4' }),
        ]),
      );
    });

    it.each([
      ['a backslash before the host', 'http://evil.test\\@nas.test.local/a.mp4', U.backslash],
      ['a backslash in the path', 'http://nas.test.local\\videos\\a.mp4', U.backslash],
      ['an @ inside the login', 'http://nas.test.local:80@evil.test@nas.test.local/a.mp4', U.loginPlace],
      ['a login on a YouTube address', 'https://user:pw@youtu.be/dQw4w9WgXcQ', U.youtubeLogin],
    ])('refuses %s with 400 and its Korean message, storing nothing', async (_case, externalUrl, message) => {
      const before = (await countRows(t)).videos;
      const response = await agents.ADMIN.post('/api/admin/videos').send(fullForm(externalUrl));
      expect([response.status, response.body.code, response.body.errors]).toEqual([
        400,
        'VALIDATION_FAILED',
        [{ field: 'externalUrl', message }],
      ]);
      expect((await countRows(t)).videos).toBe(before);
    });
  });

  describe('the proxy finds a video by the normalised form of u', () => {
    it('streams a stored URL asked for in another spelling, and still refuses one of another file', async () => {
      const stored = `${nas.origin}/videos/lesson.mp4`;
      await makeVideo(t, courseId, 'open', { externalUrl: stored });
      const asked = `HTTP://127.0.0.1:${nas.port}/videos/./lesson.mp4`;
      const response = await agents.VERIFIED.get(`/proxy/video?u=${encodeURIComponent(asked)}`).buffer(true);
      expect(response.status).toBe(200);
      const other = await agents.VERIFIED.get(
        `/proxy/video?u=${encodeURIComponent(`${nas.origin}/videos/Lesson.mp4`)}`,
      );
      expect([other.status, other.body.code]).toEqual([403, 'PROXY_FORBIDDEN']);
    });
  });

  describe('the migration', () => {
    it('brings stored URLs to the normalised form and leaves one it cannot read', async () => {
      const dataSource = t.app.get(DataSource);
      const loud = await makeVideo(t, courseId, 'open', { externalUrl: 'HTTP://NAS.Test.Local:80/x/../Old.mp4' });
      const done = await makeVideo(t, courseId, 'open', { externalUrl: 'http://nas.test.local/kept.mp4' });
      const unreadable = await makeVideo(t, courseId, 'open', { externalUrl: 'not a url' });
      const runner = dataSource.createQueryRunner();
      try {
        const mysql = dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
        await normaliseStoredVideoUrls(runner, mysql ? '`' : '"');
      } finally {
        await runner.release();
      }
      await expect(findVideo(t, loud.id)).resolves.toMatchObject({ externalUrl: 'http://nas.test.local/Old.mp4' });
      await expect(findVideo(t, done.id)).resolves.toMatchObject({ externalUrl: 'http://nas.test.local/kept.mp4' });
      await expect(findVideo(t, unreadable.id)).resolves.toMatchObject({ externalUrl: 'not a url' });
    });
  });
});
