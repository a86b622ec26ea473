import { MESSAGES } from '@academy/common';
import { COURSE_FIELDS, pickFields } from '@academy/common/entity-fields';
import { agentsForAll, type Agent, type Caller } from './support/accounts';
import {
  courseWithEveryStatus,
  makeCourse,
  makeVideo,
  setCreatedAt,
  WINDOW_NAMES,
  type WindowName,
} from './support/content-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { Course } from '../src/courses/course.entity';
import { Video } from '../src/videos/video.entity';

describe('courses: public list and course detail (e2e)', () => {
  let t: TestApp;
  let agents: Record<Caller, Agent>;
  let course: Course;
  let videos: Record<WindowName, Video>;

  beforeAll(async () => {
    t = await createTestApp();
    agents = await agentsForAll(t);
    ({ course, videos } = await courseWithEveryStatus(t));
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/courses', () => {
    it.each(['visitor', 'PENDING', 'VERIFIED', 'ADMIN', 'console'] as Caller[])(
      'answers the list to %s',
      async (caller) => {
        const response = await agents[caller].get('/api/courses').expect(200);
        expect(response.body.map((item: { id: string }) => item.id)).toContain(course.id);
      },
    );

    it('counts the published videos and their total time, and carries no video URL', async () => {
      const response = await t.http().get('/api/courses').expect(200);
      const item = response.body.find((entry: { id: string }) => entry.id === course.id);
      // The declared fields as stored and what the server adds, nothing else (no video, no URL).
      expect(item).toEqual({
        id: course.id,
        ...pickFields(course, COURSE_FIELDS),
        createdAt: course.createdAt.toISOString(),
        videoCount: 4,
        totalDurationSec: 2400,
      });
      for (const video of Object.values(videos)) expect(JSON.stringify(response.body)).not.toContain(video.externalUrl);
    });

    it('orders by order, then by creation time', async () => {
      const later = await makeCourse(t, { order: 0, title: 'later' });
      const earlier = await makeCourse(t, { order: 0, title: 'earlier' });
      const last = await makeCourse(t, { order: 999, title: 'last' });
      await setCreatedAt(t, Course, later.id, new Date('2030-01-02T00:00:00Z'));
      await setCreatedAt(t, Course, earlier.id, new Date('2030-01-01T00:00:00Z'));
      const response = await t.http().get('/api/courses').expect(200);
      const ids: string[] = response.body.map((item: { id: string }) => item.id);
      expect(ids.slice(0, 2)).toEqual([earlier.id, later.id]);
      expect(ids[ids.length - 1]).toBe(last.id);
      const orders: number[] = response.body.map((item: { order: number }) => item.order);
      expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    });

    it('answers zero counts for a course without videos', async () => {
      const empty = await makeCourse(t);
      const response = await t.http().get('/api/courses').expect(200);
      expect(response.body.find((item: { id: string }) => item.id === empty.id)).toMatchObject({
        videoCount: 0,
        totalDurationSec: 0,
      });
    });
  });

  describe('GET /api/courses/:id', () => {
    it.each([
      ['visitor', 401, 'UNAUTHORIZED'],
      ['console', 401, 'UNAUTHORIZED'],
    ] as const)('refuses a %s with %i', async (caller, status, code) => {
      const response = await agents[caller].get(`/api/courses/${course.id}`).expect(status);
      expect(response.body).toMatchObject({ ok: false, statusCode: status, code, message: MESSAGES.auth.unauthorized });
    });

    it('shows a PENDING member the published videos with their status and no URL at all', async () => {
      const response = await agents.PENDING.get(`/api/courses/${course.id}`).expect(200);
      expect(response.body).toMatchObject({
        id: course.id,
        title: course.title,
        videoCount: 4,
        totalDurationSec: 2400,
      });
      const listed = response.body.videos as Array<{ id: string; status: string; externalUrl: string | null }>;
      expect(listed.map((video) => video.status).sort()).toEqual(['active', 'expired', 'open', 'upcoming']);
      expect(listed.every((video) => video.externalUrl === null)).toBe(true);
      for (const video of Object.values(videos)) expect(JSON.stringify(response.body)).not.toContain(video.externalUrl);
    });

    it('gives a VERIFIED member the URLs of open and active videos only, and hides unpublished ones', async () => {
      const response = await agents.VERIFIED.get(`/api/courses/${course.id}`).expect(200);
      const byId = new Map(
        (response.body.videos as Array<{ id: string; externalUrl: string | null }>).map((video) => [video.id, video]),
      );
      expect(byId.get(videos.open.id)?.externalUrl).toBe(videos.open.externalUrl);
      expect(byId.get(videos.active.id)?.externalUrl).toBe(videos.active.externalUrl);
      expect(byId.get(videos.upcoming.id)?.externalUrl).toBeNull();
      expect(byId.get(videos.expired.id)?.externalUrl).toBeNull();
      expect(byId.has(videos.unpublished.id)).toBe(false);
      const text = JSON.stringify(response.body);
      for (const name of ['upcoming', 'expired', 'unpublished'] as const)
        expect(text).not.toContain(videos[name].externalUrl);
    });

    it('shows an ADMIN every video, unpublished included, with its URL and status', async () => {
      const response = await agents.ADMIN.get(`/api/courses/${course.id}`).expect(200);
      const listed = response.body.videos as Array<{ id: string; status: string; externalUrl: string | null }>;
      expect(listed).toHaveLength(WINDOW_NAMES.length);
      for (const name of WINDOW_NAMES) {
        expect(listed.find((video) => video.id === videos[name].id)).toMatchObject({
          status: name,
          externalUrl: videos[name].externalUrl,
        });
      }
      expect(response.body).toMatchObject({ videoCount: 5, totalDurationSec: 3000 });
    });

    it('answers each video in the wire shape with ISO times', async () => {
      const response = await agents.VERIFIED.get(`/api/courses/${course.id}`).expect(200);
      const active = response.body.videos.find((video: { id: string }) => video.id === videos.active.id);
      expect(active).toEqual({
        id: videos.active.id,
        courseId: course.id,
        title: videos.active.title,
        description: null,
        externalUrl: videos.active.externalUrl,
        durationSec: 600,
        isPublished: true,
        accessStart: videos.active.accessStart!.toISOString(),
        accessEnd: videos.active.accessEnd!.toISOString(),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        type: 'nas',
        status: 'active',
      });
    });

    it('lists the videos in the order they were added', async () => {
      const other = await makeCourse(t);
      const second = await makeVideo(t, other.id, 'open', { title: 'second' });
      const first = await makeVideo(t, other.id, 'open', { title: 'first' });
      await setCreatedAt(t, Video, first.id, new Date('2030-01-01T00:00:00Z'));
      await setCreatedAt(t, Video, second.id, new Date('2030-01-02T00:00:00Z'));
      const response = await agents.VERIFIED.get(`/api/courses/${other.id}`).expect(200);
      expect(response.body.videos.map((video: { id: string }) => video.id)).toEqual([first.id, second.id]);
    });

    it('answers 404 with the Korean message for an unknown id', async () => {
      const response = await agents.VERIFIED.get('/api/courses/00000000-0000-0000-0000-000000000000').expect(404);
      expect(response.body).toEqual({
        ok: false,
        statusCode: 404,
        code: 'NOT_FOUND',
        message: '강의를 찾을 수 없습니다',
      });
    });
  });
});
