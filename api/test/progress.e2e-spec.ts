import { randomUUID } from 'crypto';
import { MESSAGES, PROGRESS } from '@academy/common';
import { DataSource, In, IsNull } from 'typeorm';
import { VideoProgress } from '../src/progress/video-progress.entity';
import { agentsForAll, signedInMember, type Agent, type Caller } from './support/accounts';
import { courseWithEveryStatus, makeCourse, makeVideo, type WindowName } from './support/content-fixtures';
import { UNKNOWN_ID } from './support/content-suite';
import { createTestApp, type TestApp } from './support/test-app';
import type { Video } from '../src/videos/video.entity';

const V = MESSAGES.validation;

describe('learning progress: member routes (e2e)', () => {
  let t: TestApp;
  let agents: Record<Caller, Agent>;
  let videos: Record<WindowName, Video>;
  let courseId: string;

  beforeAll(async () => {
    t = await createTestApp();
    agents = await agentsForAll(t);
    const fixture = await courseWithEveryStatus(t);
    videos = fixture.videos;
    courseId = fixture.course.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const rows = () => t.app.get(DataSource).getRepository(VideoProgress);
  /**
   * Moves a member's last write of a video, and the start of its viewing stretch, back in time: as
   * if the member had been watching for `ms` more (the two-second interval by default).
   */
  const age = (userId: string, videoId: string, ms: number = PROGRESS.writeIntervalMs) =>
    rows()
      .findOneByOrFail({ userId, videoId })
      .then((row) =>
        rows().update(
          { id: row.id },
          {
            updatedAt: new Date(row.updatedAt.getTime() - ms),
            stretchStartedAt: new Date((row.stretchStartedAt ?? row.updatedAt).getTime() - ms),
          },
        ),
      );
  /** Nine and a half minutes of watching since the last save: still one stretch, long enough to finish a 600 s lesson. */
  const LONG_WATCH_MS = PROGRESS.stretchGapMs - 30_000;

  const put = (agent: Agent, videoId: string, body: unknown) =>
    agent.put(`/api/videos/${videoId}/progress`).send(body as object);

  describe('who may call', () => {
    const routes = (videoId: string) =>
      [
        ['put', `/api/videos/${videoId}/progress`],
        ['get', `/api/videos/${videoId}/progress`],
        ['get', `/api/courses/${courseId}/progress`],
        ['get', '/api/me/progress/continue'],
        ['get', '/api/me/progress/summary'],
        ['get', '/api/me/progress/courses'],
      ] as const;

    it.each([
      ['visitor', 401, 'UNAUTHORIZED', MESSAGES.auth.unauthorized],
      ['console', 401, 'UNAUTHORIZED', MESSAGES.auth.unauthorized],
      ['PENDING', 403, 'FORBIDDEN', MESSAGES.auth.forbidden],
    ] as const)('answers a %s %i on every progress route and stores nothing', async (caller, status, code, message) => {
      for (const [method, path] of routes(videos.open.id)) {
        const response = await agents[caller][method](path).send({ position: 10, duration: 600 });
        expect({ path, status: response.status, body: response.body }).toEqual({
          path,
          status,
          body: { ok: false, statusCode: status, code, message },
        });
      }
      await expect(rows().countBy({ videoId: videos.open.id })).resolves.toBe(0);
    });

    it.each(['VERIFIED', 'ADMIN'] as const)('lets %s save and read their place', async (caller) => {
      const video = await makeVideo(t, courseId, 'open');
      const saved = await put(agents[caller], video.id, { position: 22.5, duration: 600 }).expect(200);
      expect(saved.body).toEqual({
        videoId: video.id,
        position: 22.5,
        duration: 600,
        furthest: 22.5,
        completed: false,
        updatedAt: expect.any(String),
      });
      await expect(
        agents[caller]
          .get(`/api/videos/${video.id}/progress`)
          .expect(200)
          .then((r) => r.body),
      ).resolves.toEqual(saved.body);
    });

    it.each(['expired', 'upcoming', 'unpublished'] as const)(
      'answers 403 VIDEO_NOT_AVAILABLE for an %s video, as the URL route does',
      async (name) => {
        const member = await signedInMember(t, 'VERIFIED');
        for (const response of [
          await put(member.agent, videos[name].id, { position: 1, duration: 600 }),
          await member.agent.get(`/api/videos/${videos[name].id}/progress`),
        ]) {
          expect({ status: response.status, body: response.body }).toEqual({
            status: 403,
            body: {
              ok: false,
              statusCode: 403,
              code: 'VIDEO_NOT_AVAILABLE',
              message: MESSAGES.content.videoNotAvailable,
            },
          });
          const url = await member.agent.get(`/api/videos/${videos[name].id}/url`);
          expect(url.status).toBe(403);
        }
        await expect(rows().countBy({ videoId: videos[name].id })).resolves.toBe(0);
      },
    );

    it('answers 404 for an unknown video or course', async () => {
      await expect(
        put(agents.VERIFIED, UNKNOWN_ID, { position: 1, duration: 60 }).then((r) => [r.status, r.body.message]),
      ).resolves.toEqual([404, MESSAGES.content.videoNotFound]);
      await expect(
        agents.VERIFIED.get(`/api/courses/${UNKNOWN_ID}/progress`).then((r) => [r.status, r.body.message]),
      ).resolves.toEqual([404, MESSAGES.content.courseNotFound]);
    });
  });

  describe('GET /api/videos/:id/progress', () => {
    it('answers position 0 and not completed before anything is saved', async () => {
      const member = await signedInMember(t, 'VERIFIED');
      const response = await member.agent.get(`/api/videos/${videos.active.id}/progress`).expect(200);
      expect(response.body).toEqual({
        videoId: videos.active.id,
        position: 0,
        duration: 0,
        furthest: 0,
        completed: false,
        updatedAt: null,
      });
    });

    it("shows a member only their own place: another member's saves stay theirs", async () => {
      const video = await makeVideo(t, courseId, 'open');
      const one = await signedInMember(t, 'VERIFIED');
      const other = await signedInMember(t, 'VERIFIED');
      await put(one.agent, video.id, { position: 300, duration: 600 }).expect(200);
      await expect(other.agent.get(`/api/videos/${video.id}/progress`).then((r) => r.body.position)).resolves.toBe(0);
      await put(other.agent, video.id, { position: 5, duration: 600 }).expect(200);
      await expect(one.agent.get(`/api/videos/${video.id}/progress`).then((r) => r.body.position)).resolves.toBe(300);
    });
  });

  describe('PUT /api/videos/:id/progress', () => {
    it.each([
      ['a negative position', { position: -1, duration: 600 }, 'position', V.position],
      [
        'a position past the duration by more than 5 s',
        { position: 606, duration: 600 },
        'position',
        V.positionBeyondDuration,
      ],
      ['a duration over 24 hours', { position: 1, duration: 86_401 }, 'duration', V.progressDuration],
      ['a huge duration', { position: 1, duration: 1e300 }, 'duration', V.progressDuration],
      ['a negative duration', { position: 0, duration: -5 }, 'duration', V.progressDuration],
      ['a position as text', { position: '12', duration: 600 }, 'position', V.position],
      ['no position', { duration: 600 }, 'position', V.position],
      ['no duration', { position: 3 }, 'duration', V.progressDuration],
      ['null', { position: null, duration: null }, 'position', V.position],
    ])('refuses %s with 400 naming the field', async (_label, body, field, message) => {
      const member = await signedInMember(t, 'VERIFIED');
      const response = await put(member.agent, videos.open.id, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ ok: false, statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(response.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
      await expect(rows().countBy({ userId: member.id })).resolves.toBe(0);
    });

    it("takes fractions of seconds, and a position up to 5 s past the player's duration as its end", async () => {
      const video = await makeVideo(t, courseId, 'open', { durationSec: null });
      const member = await signedInMember(t, 'VERIFIED');
      await expect(
        put(member.agent, video.id, { position: 604.25, duration: 599.5 })
          .expect(200)
          .then((r) => r.body),
      ).resolves.toMatchObject({ position: 599.5, duration: 599.5, furthest: 30 });
    });

    it("lets the video's registered length win over the player's, with 5 s of tolerance", async () => {
      const video = await makeVideo(t, courseId, 'open', { durationSec: 600 });
      const member = await signedInMember(t, 'VERIFIED');
      const forged = await put(member.agent, video.id, { position: 86_405, duration: 86_400 });
      expect([forged.status, forged.body.errors]).toEqual([
        400,
        [{ field: 'position', message: V.positionBeyondDuration }],
      ]);
      await expect(rows().countBy({ userId: member.id })).resolves.toBe(0);
      await expect(
        put(member.agent, video.id, { position: 603, duration: 86_400 })
          .expect(200)
          .then((r) => r.body),
      ).resolves.toMatchObject({ position: 600, duration: 600, completed: false });
      await expect(rows().findOneByOrFail({ userId: member.id, videoId: video.id })).resolves.toMatchObject({
        position: 600,
        duration: 600,
      });
    });

    it('does not complete a video on its first report, even one at the end', async () => {
      const video = await makeVideo(t, courseId, 'open');
      const member = await signedInMember(t, 'VERIFIED');
      await expect(
        put(member.agent, video.id, { position: 595, duration: 600 })
          .expect(200)
          .then((r) => r.body),
      ).resolves.toMatchObject({ position: 595, furthest: 30, completed: false });
    });

    it('lets the furthest point grow at most twice the time since the last save, plus 30 s', async () => {
      const video = await makeVideo(t, courseId, 'open');
      const member = await signedInMember(t, 'VERIFIED');
      await put(member.agent, video.id, { position: 0, duration: 600 }).expect(200);
      await age(member.id, video.id, 10_000);
      const skipped = await put(member.agent, video.id, { position: 590, duration: 600 }).expect(200);
      // 10 s since the last save: 2 × 10 + 30 = 50 s reached at most, wherever the member jumped.
      expect(skipped.body).toMatchObject({ position: 590, completed: false });
      expect(skipped.body.furthest).toBeGreaterThanOrEqual(50);
      expect(skipped.body.furthest).toBeLessThan(51);
      await age(member.id, video.id, LONG_WATCH_MS);
      await expect(
        put(member.agent, video.id, { position: 590, duration: 600 }).then((r) => r.body),
      ).resolves.toMatchObject({ furthest: 590, completed: true });
    });

    it('saves every 2 s for 60 s on a 600 s lesson reach at most 150 s and do not complete it', async () => {
      const video = await makeVideo(t, courseId, 'open');
      const member = await signedInMember(t, 'VERIFIED');
      const started = Date.now();
      let last = (await put(member.agent, video.id, { position: 0, duration: 600 }).expect(200)).body;
      for (let second = 2; second <= 60; second += 2) {
        await age(member.id, video.id);
        last = (await put(member.agent, video.id, { position: 590, duration: 600 }).expect(200)).body;
      }
      // 30 + 2 x 60 s, and twice the real time the test itself took.
      expect(last.furthest).toBeLessThanOrEqual(150 + (2 * (Date.now() - started)) / 1000);
      expect(last.furthest).toBeGreaterThan(140);
      expect(last.completed).toBe(false);
    });

    it('does not complete a lesson of unknown length at its first save, however short the player says it is', async () => {
      const video = await makeVideo(t, courseId, 'open', { durationSec: null });
      const member = await signedInMember(t, 'VERIFIED');
      await expect(
        put(member.agent, video.id, { position: 10, duration: 10 }).then((r) => r.body),
      ).resolves.toMatchObject({ furthest: 10, completed: false });
      // Once the time it takes has passed (4.5 s at twice the speed), it completes.
      await age(member.id, video.id, 5_000);
      await expect(
        put(member.agent, video.id, { position: 10, duration: 10 }).then((r) => r.body.completed),
      ).resolves.toBe(true);
    });

    it("uses the video's registered length when the player reports none", async () => {
      const video = await makeVideo(t, courseId, 'open', { durationSec: 100 });
      const member = await signedInMember(t, 'VERIFIED');
      await expect(
        put(member.agent, video.id, { position: 95, duration: 0 })
          .expect(200)
          .then((r) => r.body),
      ).resolves.toMatchObject({ position: 95, duration: 100 });
      const beyond = await put(member.agent, video.id, { position: 106, duration: 0 });
      expect([beyond.status, beyond.body.errors]).toEqual([
        400,
        [{ field: 'position', message: V.positionBeyondDuration }],
      ]);
      // Neither the player nor the admin knows the length: any place is kept, nothing completes.
      const unknown = await makeVideo(t, courseId, 'open', { durationSec: null });
      await expect(
        put(member.agent, unknown.id, { position: 4000, duration: 0 })
          .expect(200)
          .then((r) => r.body),
      ).resolves.toMatchObject({ position: 4000, duration: 0, completed: false });
    });

    it('stores one write per member and video per 2 seconds; calls in between answer the stored state', async () => {
      const video = await makeVideo(t, courseId, 'open');
      const member = await signedInMember(t, 'VERIFIED');
      const first = await put(member.agent, video.id, { position: 10, duration: 600 }).expect(200);
      const early = await put(member.agent, video.id, { position: 20, duration: 600 }).expect(200);
      expect(early.body).toEqual(first.body);
      await age(member.id, video.id);
      const later = await put(member.agent, video.id, { position: 20, duration: 600 }).expect(200);
      expect(later.body).toMatchObject({ position: 20, furthest: 20 });
      expect(Date.parse(later.body.updatedAt)).toBeGreaterThan(
        Date.parse(first.body.updatedAt) - PROGRESS.writeIntervalMs,
      );
    });

    it('is idempotent: the same report twice leaves the same state', async () => {
      const video = await makeVideo(t, courseId, 'open');
      const member = await signedInMember(t, 'VERIFIED');
      const once = await put(member.agent, video.id, { position: 23, duration: 600 }).expect(200);
      await age(member.id, video.id);
      const twice = await put(member.agent, video.id, { position: 23, duration: 600 }).expect(200);
      expect({ ...twice.body, updatedAt: null }).toEqual({ ...once.body, updatedAt: null });
      await expect(rows().countBy({ userId: member.id, videoId: video.id })).resolves.toBe(1);
    });

    it('keeps the furthest point when the member seeks back, completes at 90% and never takes it back', async () => {
      const video = await makeVideo(t, courseId, 'open');
      const member = await signedInMember(t, 'VERIFIED');
      await put(member.agent, video.id, { position: 20, duration: 600 }).expect(200);
      await age(member.id, video.id, LONG_WATCH_MS);
      const done = await put(member.agent, video.id, { position: 540, duration: 600 }).expect(200);
      expect(done.body).toMatchObject({ position: 540, furthest: 540, completed: true });
      await age(member.id, video.id);
      const rewound = await put(member.agent, video.id, { position: 12, duration: 600 }).expect(200);
      expect(rewound.body).toMatchObject({ position: 12, furthest: 540, completed: true });
      await age(member.id, video.id);
      await expect(
        put(member.agent, video.id, { position: 12, duration: 6000 }).then((r) => r.body.completed),
      ).resolves.toBe(true);
    });

    it('stores one row when reports of a new video arrive at once', async () => {
      const video = await makeVideo(t, courseId, 'open');
      const member = await signedInMember(t, 'VERIFIED');
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => put(member.agent, video.id, { position: i + 1, duration: 600 })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      await expect(rows().countBy({ userId: member.id, videoId: video.id })).resolves.toBe(1);
    });

    it('refuses a report sent from another site, and a body that is not JSON', async () => {
      const response = await agents.VERIFIED.put(`/api/videos/${videos.open.id}/progress`)
        .set('Origin', 'https://evil.test')
        .send({ position: 1, duration: 60 });
      expect([response.status, response.body.message]).toEqual([403, MESSAGES.auth.crossOrigin]);
      const text = await agents.VERIFIED.put(`/api/videos/${videos.open.id}/progress`)
        .set('Content-Type', 'text/plain')
        .send('{"position":1,"duration":60}');
      expect(text.status).toBe(415);
    });
  });

  describe('GET /api/courses/:id/progress', () => {
    it('counts completed of the published videos, in the course page order, with each place', async () => {
      const course = await makeCourse(t);
      const first = await makeVideo(t, course.id, 'open', { createdAt: new Date('2030-01-01T00:00:00Z') });
      const second = await makeVideo(t, course.id, 'expired', { createdAt: new Date('2030-01-02T00:00:00Z') });
      const third = await makeVideo(t, course.id, 'open', { createdAt: new Date('2030-01-03T00:00:00Z') });
      await makeVideo(t, course.id, 'unpublished');
      const member = await signedInMember(t, 'VERIFIED');
      await put(member.agent, first.id, { position: 0, duration: 600 }).expect(200);
      await age(member.id, first.id, LONG_WATCH_MS);
      await put(member.agent, first.id, { position: 590, duration: 600 }).expect(200);
      await put(member.agent, third.id, { position: 61, duration: 600 }).expect(200);
      const response = await member.agent.get(`/api/courses/${course.id}/progress`).expect(200);
      expect(response.body).toEqual({
        courseId: course.id,
        completed: 1,
        total: 3,
        percent: 33,
        videos: [
          { videoId: first.id, position: 590, duration: 600, furthest: 590, completed: true },
          { videoId: second.id, position: 0, duration: 0, furthest: 0, completed: false },
          { videoId: third.id, position: 61, duration: 600, furthest: 30, completed: false },
        ],
      });
    });
  });

  describe('GET /api/me/progress/courses (every course card at once)', () => {
    const at = (day: number) => ({ createdAt: new Date(`2030-02-0${day}T00:00:00Z`) });
    /** Plays a lesson to its end: the furthest point may only grow as time passes, so the first save is aged. */
    async function finish(member: { id: string; agent: Agent }, videoId: string) {
      await put(member.agent, videoId, { position: 0, duration: 600 }).expect(200);
      await age(member.id, videoId, LONG_WATCH_MS);
      await put(member.agent, videoId, { position: 590, duration: 600 }).expect(200);
    }

    it('counts each course over the lessons the member may watch now and names the next unfinished one', async () => {
      const member = await signedInMember(t, 'VERIFIED');
      const started = await makeCourse(t);
      const done = await makeVideo(t, started.id, 'open', at(1));
      const next = await makeVideo(t, started.id, 'active', at(2));
      const later = await makeVideo(t, started.id, 'open', at(3));
      const expired = await makeVideo(t, started.id, 'expired', at(4));
      await makeVideo(t, started.id, 'upcoming', at(5));
      await makeVideo(t, started.id, 'unpublished', at(6));
      await finish(member, done.id);
      await put(member.agent, next.id, { position: 125, duration: 600 }).expect(200);
      // Finished while it was open: a closed lesson counts neither way.
      await rows().save({
        id: randomUUID(),
        userId: member.id,
        videoId: expired.id,
        position: 600,
        duration: 600,
        furthest: 600,
        completed: true,
        updatedAt: new Date(),
      });
      const fresh = await makeCourse(t);
      const first = await makeVideo(t, fresh.id, 'open', at(1));
      const finished = await makeCourse(t);
      const only = await makeVideo(t, finished.id, 'open', at(1));
      await finish(member, only.id);
      const closed = await makeCourse(t);
      await makeVideo(t, closed.id, 'upcoming');

      const response = await member.agent.get('/api/me/progress/courses').expect(200);
      const of = (courseId: string) => response.body.find((row: { courseId: string }) => row.courseId === courseId);
      expect(of(started.id)).toEqual({
        courseId: started.id,
        percent: 33,
        completed: 1,
        total: 3,
        nextVideoId: next.id,
        nextPositionSec: 125,
      });
      expect(later.id).not.toBe(next.id);
      expect(of(fresh.id)).toEqual({
        courseId: fresh.id,
        percent: 0,
        completed: 0,
        total: 1,
        nextVideoId: first.id,
        nextPositionSec: 0,
      });
      expect(of(finished.id)).toEqual({
        courseId: finished.id,
        percent: 100,
        completed: 1,
        total: 1,
        nextVideoId: null,
        nextPositionSec: 0,
      });
      expect(of(closed.id)).toBeUndefined();
    });

    it("answers each member their own progress only, and nothing of another's", async () => {
      const course = await makeCourse(t);
      const video = await makeVideo(t, course.id, 'open');
      const watcher = await signedInMember(t, 'VERIFIED');
      const other = await signedInMember(t, 'VERIFIED');
      await finish(watcher, video.id);
      const mine = await watcher.agent.get('/api/me/progress/courses').expect(200);
      const theirs = await other.agent.get('/api/me/progress/courses').expect(200);
      const row = (body: Array<{ courseId: string }>) => body.find((item) => item.courseId === course.id);
      expect(row(mine.body)).toMatchObject({ percent: 100, nextVideoId: null });
      expect(row(theirs.body)).toMatchObject({ percent: 0, nextVideoId: video.id });
    });
  });

  describe('GET /api/me/progress/continue and /summary', () => {
    it('lists up to 3 unfinished videos the member may open now, most recent first; the summary counts', async () => {
      const course = await makeCourse(t, { title: '이어서 강의' });
      const member = await signedInMember(t, 'VERIFIED');
      const made = [];
      for (let i = 0; i < 5; i++) made.push(await makeVideo(t, course.id, 'open', { title: `영상 ${i}` }));
      for (const [i, video] of made.entries())
        await put(member.agent, video.id, { position: 30 + i, duration: 600 }).expect(200);
      // the newest two: one finished, one no longer viewable
      const base = Date.now() - 60_000;
      for (const [i, video] of made.entries()) {
        await rows().update({ userId: member.id, videoId: video.id }, { updatedAt: new Date(base + i * 1000) });
      }
      await rows().update(
        { userId: member.id, videoId: made[4].id },
        { completed: true, completedAt: new Date(), furthest: 600 },
      );
      await t.app
        .get(DataSource)
        .getRepository('Video')
        .update({ id: made[3].id }, { accessEnd: new Date(Date.now() - 1000) });

      const list = await member.agent.get('/api/me/progress/continue').expect(200);
      expect(list.body).toEqual(
        [made[2], made[1], made[0]].map((video, i) => ({
          video: { id: video.id, title: video.title, courseId: course.id },
          course: { id: course.id, title: '이어서 강의' },
          position: 32 - i,
          duration: 600,
          updatedAt: new Date(base + (2 - i) * 1000).toISOString(),
        })),
      );

      const summary = await member.agent.get('/api/me/progress/summary').expect(200);
      expect(summary.body).toEqual({
        completedVideos: 1,
        coursesInProgress: 1,
        lastWatched: expect.objectContaining({
          video: { id: made[4].id, title: '영상 4', courseId: course.id },
          course: { id: course.id, title: '이어서 강의' },
        }),
        quizzesPassed: 0,
      });
    });

    it('answers an empty list and zeros for a member who has watched nothing', async () => {
      const member = await signedInMember(t, 'VERIFIED');
      await expect(
        member.agent
          .get('/api/me/progress/continue')
          .expect(200)
          .then((r) => r.body),
      ).resolves.toEqual([]);
      await expect(
        member.agent
          .get('/api/me/progress/summary')
          .expect(200)
          .then((r) => r.body),
      ).resolves.toEqual({ completedVideos: 0, coursesInProgress: 0, lastWatched: null, quizzesPassed: 0 });
    });

    it('counts a course every published video of which the member completed as finished, not in progress', async () => {
      const finished = await makeCourse(t, { title: '다 들은 강의' });
      const started = await makeCourse(t, { title: '듣는 중인 강의' });
      const member = await signedInMember(t, 'VERIFIED');
      const done = [await makeVideo(t, finished.id, 'open'), await makeVideo(t, finished.id, 'open')];
      await makeVideo(t, finished.id, 'unpublished');
      const half = [await makeVideo(t, started.id, 'open'), await makeVideo(t, started.id, 'open')];
      for (const video of [...done, half[0]!]) {
        await put(member.agent, video.id, { position: 30, duration: 600 }).expect(200);
        await rows().update(
          { userId: member.id, videoId: video.id },
          { completed: true, completedAt: new Date(), furthest: 600 },
        );
      }
      const summary = await member.agent.get('/api/me/progress/summary').expect(200);
      expect(summary.body).toMatchObject({ completedVideos: 3, coursesInProgress: 1 });
    });
  });

  describe('the page may load the YouTube player API', () => {
    it('allows https://www.youtube.com/iframe_api in script-src, and YouTube frames', async () => {
      const response = await t.http().get('/api/health');
      const policy = String(response.headers['content-security-policy']);
      const directive = (name: string) =>
        policy
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .find(([key]) => key === name)
          ?.slice(1) ?? [];
      expect(directive('script-src')).toContain('https://www.youtube.com');
      expect(directive('frame-src')).toContain('https://www.youtube.com');
    });
  });

  describe('deletes cascade', () => {
    it('a removed member leaves their rows to nobody; removing the video or the course removes its rows', async () => {
      const course = await makeCourse(t);
      const [a, b] = [await makeVideo(t, course.id, 'open'), await makeVideo(t, course.id, 'open')];
      const leaving = await signedInMember(t, 'VERIFIED');
      const staying = await signedInMember(t, 'VERIFIED');
      for (const member of [leaving, staying])
        for (const video of [a, b]) await put(member.agent, video.id, { position: 10, duration: 600 }).expect(200);
      await expect(rows().countBy({ userId: leaving.id })).resolves.toBe(2);

      await agents.ADMIN.delete(`/api/admin/members/${leaving.id}`).expect(200);
      await expect(rows().countBy({ userId: leaving.id })).resolves.toBe(0);
      // Still counted in the per-video figures, naming nobody.
      await expect(rows().countBy({ userId: IsNull(), videoId: In([a.id, b.id]) })).resolves.toBe(2);
      await agents.ADMIN.delete(`/api/admin/videos/${a.id}`).expect(200);
      await expect(rows().countBy({ videoId: a.id })).resolves.toBe(0);
      await expect(rows().countBy({ videoId: b.id })).resolves.toBe(2);
      await agents.ADMIN.delete(`/api/admin/courses/${course.id}`).expect(200);
      await expect(rows().countBy({ userId: staying.id })).resolves.toBe(0);
    });
  });
});
