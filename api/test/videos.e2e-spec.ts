import { MESSAGES } from '@academy/common';
import { DataSource } from 'typeorm';
import { agentsForAll, signedInMember, type Agent, type Caller } from './support/accounts';
import {
  courseWithEveryStatus,
  makeVideo,
  setCreatedAt,
  viewsOf,
  WINDOW_NAMES,
  type WindowName,
} from './support/content-fixtures';
import { UNKNOWN_ID } from './support/content-suite';
import { freezeClockAt } from './support/clock';
import { createTestApp, type TestApp } from './support/test-app';
import { User } from '../src/members/user.entity';
import { Video } from '../src/videos/video.entity';

const PLAYABLE: readonly WindowName[] = ['open', 'active'];
const NOT_PLAYABLE: readonly WindowName[] = ['upcoming', 'expired', 'unpublished'];

describe('videos: member routes (e2e)', () => {
  let t: TestApp;
  let agents: Record<Caller, Agent>;
  let videos: Record<WindowName, Video>;

  beforeAll(async () => {
    t = await createTestApp();
    agents = await agentsForAll(t);
    ({ videos } = await courseWithEveryStatus(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const unauthorized = { ok: false, statusCode: 401, code: 'UNAUTHORIZED', message: MESSAGES.auth.unauthorized };
  const forbidden = { ok: false, statusCode: 403, code: 'FORBIDDEN', message: MESSAGES.auth.forbidden };
  const notAvailable = {
    ok: false,
    statusCode: 403,
    code: 'VIDEO_NOT_AVAILABLE',
    message: MESSAGES.content.videoNotAvailable,
  };

  describe('who may call', () => {
    const memberOnly = (id: string) =>
      [
        ['get', '/api/videos'],
        ['get', `/api/videos/${id}/url`],
        ['post', `/api/videos/${id}/view`],
      ] as const;

    it.each(['visitor', 'console'] as const)('answers a %s 401 on every video route', async (caller) => {
      for (const [method, path] of [
        ...memberOnly(videos.open.id),
        ['get', `/api/videos/${videos.open.id}/can-view`] as const,
      ]) {
        const response = await agents[caller][method](path);
        expect({ path, status: response.status, body: response.body }).toEqual({
          path,
          status: 401,
          body: unauthorized,
        });
      }
    });

    it('answers a PENDING member 403 on the list, the URL and the view record', async () => {
      for (const [method, path] of memberOnly(videos.open.id)) {
        const response = await agents.PENDING[method](path);
        expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 403, body: forbidden });
      }
      await expect(viewsOf(t, videos.open.id)).resolves.toEqual([]);
    });
  });

  describe('GET /api/videos', () => {
    it.each(['VERIFIED', 'ADMIN'] as const)(
      'lists for %s only the videos playable now, in the public shape',
      async (caller) => {
        const response = await agents[caller].get('/api/videos').expect(200);
        const ids = response.body.map((video: { id: string }) => video.id).sort();
        expect(ids).toEqual(PLAYABLE.map((name) => videos[name].id).sort());
        const open = response.body.find((video: { id: string }) => video.id === videos.open.id);
        expect(open).toEqual({
          id: videos.open.id,
          title: videos.open.title,
          type: 'nas',
          url: videos.open.externalUrl,
          createdAt: videos.open.createdAt.toISOString(),
        });
        for (const name of NOT_PLAYABLE) expect(JSON.stringify(response.body)).not.toContain(videos[name].externalUrl);
      },
    );

    it('puts the newest first', async () => {
      const { course } = await courseWithEveryStatus(t);
      const older = await makeVideo(t, course.id, 'open', {
        type: 'youtube',
        externalUrl: 'https://youtu.be/abcdefghijk',
      });
      const newer = await makeVideo(t, course.id, 'open');
      await setCreatedAt(t, Video, older.id, new Date('2031-01-01T00:00:00Z'));
      await setCreatedAt(t, Video, newer.id, new Date('2031-06-01T00:00:00Z'));
      const response = await agents.VERIFIED.get('/api/videos').expect(200);
      expect(response.body.slice(0, 2).map((video: { id: string }) => video.id)).toEqual([newer.id, older.id]);
      expect(response.body[1]).toMatchObject({
        type: 'youtube',
        url: 'https://youtu.be/abcdefghijk',
        createdAt: '2031-01-01T00:00:00.000Z',
      });
    });
  });

  it('reads the catalogue again after any write to the videos, one by SQL outside the API included', async () => {
    const query = (sql: string, params: unknown[]) => t.app.get(DataSource).query(sql, params);
    const listed = async () =>
      (await agents.VERIFIED.get('/api/videos').expect(200)).body as Array<{ id: string; title: string }>;
    const { course, videos: other } = await courseWithEveryStatus(t);
    expect((await listed()).map((video) => video.id)).toContain(other.open.id);
    await query('UPDATE `videos` SET `title` = ? WHERE `id` = ?', ['제목을 SQL로 바꿈', other.open.id]);
    expect((await listed()).find((video) => video.id === other.open.id)?.title).toBe('제목을 SQL로 바꿈');
    // A course's videos go with it by a foreign key (MariaDB runs no trigger for those rows).
    await query('DELETE FROM `courses` WHERE `id` = ?', [course.id]);
    expect((await listed()).map((video) => video.id)).not.toContain(other.open.id);
  });

  it('lists a video once its window opens and drops one whose window closed, with no write between', async () => {
    const { videos: other } = await courseWithEveryStatus(t);
    const ids = async () =>
      ((await agents.VERIFIED.get('/api/videos').expect(200)).body as Array<{ id: string }>).map((video) => video.id);
    try {
      expect(await ids()).toEqual(expect.arrayContaining([other.open.id, other.active.id]));
      expect(await ids()).not.toContain(other.upcoming.id);
      // Two hours on: the upcoming window has opened and the active one has closed.
      freezeClockAt(Date.now() + 2 * 3_600_000);
      const later = await ids();
      expect(later).toContain(other.upcoming.id);
      expect(later).not.toContain(other.active.id);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('GET /api/videos/:id/can-view', () => {
    it.each(WINDOW_NAMES)('tells a PENDING member "no, because of the role" for a %s video', async (name) => {
      const response = await agents.PENDING.get(`/api/videos/${videos[name].id}/can-view`).expect(200);
      expect(response.body).toEqual({ canView: false, status: name, reason: 'ROLE' });
    });

    it.each(['VERIFIED', 'ADMIN'] as const)('answers %s by the access window', async (caller) => {
      for (const name of WINDOW_NAMES) {
        const response = await agents[caller].get(`/api/videos/${videos[name].id}/can-view`).expect(200);
        expect({ name, body: response.body }).toEqual({
          name,
          body: { canView: PLAYABLE.includes(name), status: name },
        });
      }
    });

    it('answers 404 for an unknown video', async () => {
      const response = await agents.VERIFIED.get(`/api/videos/${UNKNOWN_ID}/can-view`).expect(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.content.videoNotFound });
    });
  });

  describe('GET /api/videos/:id/url', () => {
    it.each(['VERIFIED', 'ADMIN'] as const)(
      'gives %s the URL of playable videos and 403 VIDEO_NOT_AVAILABLE otherwise',
      async (caller) => {
        for (const name of PLAYABLE) {
          await expect(
            agents[caller]
              .get(`/api/videos/${videos[name].id}/url`)
              .expect(200)
              .then((r) => r.body),
          ).resolves.toEqual({ url: videos[name].externalUrl });
        }
        for (const name of NOT_PLAYABLE) {
          const response = await agents[caller].get(`/api/videos/${videos[name].id}/url`);
          expect({ name, status: response.status, body: response.body }).toEqual({
            name,
            status: 403,
            body: notAvailable,
          });
        }
      },
    );

    it('answers 404 for an unknown video', async () => {
      const response = await agents.VERIFIED.get(`/api/videos/${UNKNOWN_ID}/url`).expect(404);
      expect(response.body).toEqual({
        ok: false,
        statusCode: 404,
        code: 'NOT_FOUND',
        message: MESSAGES.content.videoNotFound,
      });
    });
  });

  describe('POST /api/videos/:id/view', () => {
    it('records a view for the signed-in member and answers 200 with a message', async () => {
      const member = await signedInMember(t, 'VERIFIED');
      const response = await member.agent.post(`/api/videos/${videos.active.id}/view`).expect(200);
      expect(response.body).toEqual({ ok: true, message: MESSAGES.content.viewRecorded });
      const views = await viewsOf(t, videos.active.id);
      expect(views.map((view) => view.userId)).toEqual([member.id]);
    });

    it.each(NOT_PLAYABLE)('records nothing for a %s video and answers 403', async (name) => {
      const response = await agents.ADMIN.post(`/api/videos/${videos[name].id}/view`).expect(403);
      expect(response.body).toEqual(notAvailable);
      await expect(viewsOf(t, videos[name].id)).resolves.toEqual([]);
    });

    it('answers 404 for an unknown video', async () => {
      await agents.VERIFIED.post(`/api/videos/${UNKNOWN_ID}/view`).expect(404);
    });

    describe('at most one view per member, video and half hour', () => {
      const HALF_HOUR_MS = 30 * 60 * 1000;
      afterEach(() => jest.useRealTimers());

      it('three views in a row store one row, each answered as before; half an hour later another is stored', async () => {
        const member = await signedInMember(t, 'VERIFIED');
        const video = await makeVideo(t, videos.open.courseId, 'open');
        // The first minute of a half hour, so the three requests surely share it.
        const start = Math.floor(Date.now() / HALF_HOUR_MS) * HALF_HOUR_MS + 60_000;
        freezeClockAt(start);
        for (let i = 0; i < 3; i++) {
          expect((await member.agent.post(`/api/videos/${video.id}/view`).expect(200)).body).toEqual({
            ok: true,
            message: MESSAGES.content.viewRecorded,
          });
        }
        await expect(viewsOf(t, video.id)).resolves.toHaveLength(1);

        freezeClockAt(start + HALF_HOUR_MS);
        await member.agent.post(`/api/videos/${video.id}/view`).expect(200);
        await expect(viewsOf(t, video.id)).resolves.toHaveLength(2);
      });

      it('views sent at the same moment still store one row', async () => {
        const member = await signedInMember(t, 'VERIFIED');
        const video = await makeVideo(t, videos.open.courseId, 'open');
        freezeClockAt(Math.floor(Date.now() / HALF_HOUR_MS) * HALF_HOUR_MS + 60_000);
        const answers = await Promise.all(
          Array.from({ length: 8 }, () => member.agent.post(`/api/videos/${video.id}/view`)),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
        await expect(viewsOf(t, video.id)).resolves.toHaveLength(1);
      });

      it('another member viewing the same video is counted', async () => {
        const [first, second] = [await signedInMember(t, 'VERIFIED'), await signedInMember(t, 'VERIFIED')];
        const video = await makeVideo(t, videos.open.courseId, 'open');
        freezeClockAt(Math.floor(Date.now() / HALF_HOUR_MS) * HALF_HOUR_MS + 60_000);
        await first.agent.post(`/api/videos/${video.id}/view`).expect(200);
        await second.agent.post(`/api/videos/${video.id}/view`).expect(200);
        expect((await viewsOf(t, video.id)).map((view) => view.userId).sort()).toEqual([first.id, second.id].sort());
      });
    });
  });

  it('follows a role change at once: a revoked member loses the URL on the next request', async () => {
    const member = await signedInMember(t, 'VERIFIED');
    await member.agent.get(`/api/videos/${videos.open.id}/url`).expect(200);
    await t.app.get(DataSource).getRepository(User).update({ id: member.id }, { role: 'PENDING' });
    await member.agent.get(`/api/videos/${videos.open.id}/url`).expect(403);
  });
});
