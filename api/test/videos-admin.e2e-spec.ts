import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { HOUR_MS } from '@academy/common/korean-days';
import { agentsForAll, type Agent, type Caller } from './support/accounts';
import { countRows, findVideo, makeCourse, makeVideo, setCreatedAt, viewsOf } from './support/content-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import type { Course } from '../src/courses/course.entity';
import { Video } from '../src/videos/video.entity';

const V = MESSAGES.validation;
const U = ADMIN_MESSAGES.videoUrl;
const iso = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR_MS).toISOString();

describe('admin: videos, dashboard and simple console (e2e)', () => {
  let t: TestApp;
  let agents: Record<Caller, Agent>;
  let admin: Agent;
  let course: Course;

  const fullForm = (overrides: Record<string, unknown> = {}) => ({
    courseId: course.id,
    title: '1강 명사',
    description: '명사의 종류',
    externalUrl: 'http://nas.test.local/lesson1.mp4',
    durationSec: 1800,
    isPublished: true,
    accessStart: '',
    accessEnd: '',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    agents = await agentsForAll(t);
    admin = agents.ADMIN;
    course = await makeCourse(t, { title: '문법 기초' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('who may call', () => {
    const routes = (id: string) =>
      [
        ['get', '/api/admin/videos'],
        ['post', '/api/admin/videos'],
        ['put', `/api/admin/videos/${id}`],
        ['delete', `/api/admin/videos/${id}`],
        ['get', '/api/simple/videos'],
        ['post', '/api/simple/videos'],
      ] as const;

    it.each([
      ['visitor', 401, 'UNAUTHORIZED'],
      ['PENDING', 403, 'FORBIDDEN'],
      ['VERIFIED', 403, 'FORBIDDEN'],
    ] as const)('refuses a %s on every route with %i and changes nothing', async (caller, status, code) => {
      const video = await makeVideo(t, course.id);
      const before = await countRows(t);
      for (const [method, path] of routes(video.id)) {
        const response = await agents[caller][method](path).send({
          title: '바꿈',
          videoUrl: 'http://nas.test.local/x.mp4',
        });
        expect({ path: `${method} ${path}`, status: response.status, code: response.body.code }).toEqual({
          path: `${method} ${path}`,
          status,
          code,
        });
      }
      await expect(countRows(t)).resolves.toEqual(before);
      await expect(findVideo(t, video.id)).resolves.toMatchObject({ title: video.title });
    });

    it.each(['ADMIN', 'console'] as const)('lets %s use every route', async (caller) => {
      const agent = agents[caller];
      const created = await agent.post('/api/admin/videos').send(fullForm()).expect(201);
      await agent.get('/api/admin/videos').expect(200);
      await agent.put(`/api/admin/videos/${created.body.id}`).send({ title: '새 제목' }).expect(200);
      await agent.delete(`/api/admin/videos/${created.body.id}`).expect(200);
      await agent.get('/api/simple/videos').expect(200);
      await agent
        .post('/api/simple/videos')
        .send({ title: '간편', videoUrl: 'http://nas.test.local/simple.mp4' })
        .expect(201);
    });
  });

  describe('POST /api/admin/videos: the admin page form', () => {
    it('creates the video and answers 201 with the admin shape', async () => {
      const start = iso(-1);
      const end = iso(5);
      const response = await admin
        .post('/api/admin/videos')
        .send(fullForm({ accessStart: start, accessEnd: end }))
        .expect(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        courseId: course.id,
        courseTitle: '문법 기초',
        courseName: '문법 기초',
        title: '1강 명사',
        description: '명사의 종류',
        externalUrl: 'http://nas.test.local/lesson1.mp4',
        url: 'http://nas.test.local/lesson1.mp4',
        type: 'nas',
        durationSec: 1800,
        isPublished: true,
        accessStart: start,
        accessEnd: end,
        status: 'active',
        createdAt: expect.any(String),
      });
    });

    it('defaults to published, no window, no duration, and takes the type from the URL', async () => {
      const response = await admin
        .post('/api/admin/videos')
        .send({
          courseId: course.id,
          title: '유튜브',
          externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          durationSec: null,
        })
        .expect(201);
      expect(response.body).toMatchObject({
        type: 'youtube',
        isPublished: true,
        accessStart: null,
        accessEnd: null,
        durationSec: null,
        description: null,
        status: 'open',
      });
    });

    it('reads a date without a time as midnight UTC and a time with its zone as that instant', async () => {
      const response = await admin
        .post('/api/admin/videos')
        .send(fullForm({ accessStart: '2030-03-01', accessEnd: '2030-03-31T18:00:00+09:00' }))
        .expect(201);
      expect(response.body).toMatchObject({
        accessStart: '2030-03-01T00:00:00.000Z',
        accessEnd: '2030-03-31T09:00:00.000Z',
      });
    });

    it('keeps a type sent with the form, and takes a duration from 0 to 24 hours', async () => {
      const response = await admin
        .post('/api/admin/videos')
        .send(fullForm({ type: 'youtube', externalUrl: 'https://youtu.be/dQw4w9WgXcQ', durationSec: 86_400 }))
        .expect(201);
      expect(response.body).toMatchObject({ type: 'youtube', durationSec: 86_400 });
      await expect(
        admin
          .put(`/api/admin/videos/${response.body.id}`)
          .send({ durationSec: 0 })
          .expect(200)
          .then((r) => r.body.durationSec),
      ).resolves.toBe(0);
    });

    it.each([
      ['text of digits', '90', V.duration],
      ['an empty text', '', V.duration],
      ['more than 24 hours', 86_401, V.durationMax],
      ['a date typed as seconds', 20_260_101, V.durationMax],
    ])('refuses a duration of %s on create and update', async (_case, durationSec, message) => {
      const created = await admin.post('/api/admin/videos').send(fullForm({ durationSec }));
      expect([created.status, created.body.errors]).toEqual([400, [{ field: 'durationSec', message }]]);
      const video = await makeVideo(t, course.id, 'open');
      const updated = await admin.put(`/api/admin/videos/${video.id}`).send({ durationSec });
      expect([updated.status, updated.body.errors]).toEqual([400, [{ field: 'durationSec', message }]]);
      await expect(findVideo(t, video.id)).resolves.toMatchObject({ durationSec: 600 });
    });

    it.each([
      ['no course', { courseId: undefined }, 'courseId', V.courseId],
      ['an empty course', { courseId: '' }, 'courseId', V.courseId],
      ['a course that does not exist', { courseId: 'no-such-course' }, 'courseId', MESSAGES.content.courseNotFound],
      ['no title', { title: undefined }, 'title', V.title],
      ['a blank title', { title: '  ' }, 'title', V.title],
      ['a title over 200 characters', { title: '가'.repeat(201) }, 'title', V.titleMax],
      ['no URL', { externalUrl: undefined }, 'externalUrl', V.url],
      ['a URL that is not one', { externalUrl: 'lesson1.mp4' }, 'externalUrl', V.url],
      ['an ftp URL', { externalUrl: 'ftp://nas.test.local/a.mp4' }, 'externalUrl', V.url],
      ['a javascript: URL', { externalUrl: 'javascript:alert(1)' }, 'externalUrl', V.url],
      [
        'a URL over 2000 characters',
        { externalUrl: `http://nas.test.local/${'a'.repeat(2000)}.mp4` },
        'externalUrl',
        U.tooLong,
      ],
      ['a negative duration', { durationSec: -1 }, 'durationSec', V.duration],
      ['a fractional duration', { durationSec: 1.5 }, 'durationSec', V.duration],
      ['a duration that is no number', { durationSec: '한 시간' }, 'durationSec', V.duration],
      ['a published flag that is no boolean', { isPublished: 'yes' }, 'isPublished', V.boolean],
      ['an unknown type', { type: 'vimeo' }, 'type', V.videoType],
      ['a start that is no date', { accessStart: 'tomorrow' }, 'accessStart', V.date],
      ['a start without a time zone', { accessStart: '2030-01-01T09:00' }, 'accessStart', V.date],
      ['an end that is no date', { accessEnd: '2030-13-01T00:00:00Z' }, 'accessEnd', V.date],
      ['a start on 30 February', { accessStart: '2026-02-30T00:00:00Z' }, 'accessStart', V.date],
      ['a title of a byte order mark and a zero-width joiner', { title: '\ufeff\u200d' }, 'title', V.invisibleOnly],
      ['a title with a NUL character', { title: '1강\u0000' }, 'title', V.forbiddenCharacters],
      ['a description with a lone surrogate', { description: '\udc00 설명' }, 'description', V.forbiddenCharacters],
      ['an end before the start', { accessStart: iso(2), accessEnd: iso(1) }, 'accessEnd', V.dateOrder],
      [
        'an end equal to the start',
        { accessStart: '2030-01-01T00:00:00.000Z', accessEnd: '2030-01-01T00:00:00.000Z' },
        'accessEnd',
        V.dateOrder,
      ],
      ['a description over 20000 characters', { description: 'a'.repeat(20001) }, 'description', V.descriptionMax],
      [
        'a description of 20000 emoji (too many bytes for the column)',
        { description: '😀'.repeat(20000) },
        'description',
        V.descriptionMax,
      ],
    ])('refuses %s with 400 and its Korean message, storing nothing', async (_case, change, field, message) => {
      const before = (await countRows(t)).videos;
      const response = await admin.post('/api/admin/videos').send(fullForm(change)).expect(400);
      expect(response.body).toMatchObject({ ok: false, statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(response.body.errors).toEqual([{ field, message }]);
      expect((await countRows(t)).videos).toBe(before);
    });

    it('names every missing field of an empty form', async () => {
      const response = await admin.post('/api/admin/videos').send({}).expect(400);
      expect(response.body.errors).toEqual([
        { field: 'courseId', message: V.courseId },
        { field: 'title', message: V.title },
        { field: 'externalUrl', message: V.url },
      ]);
    });
  });

  describe('POST /api/admin/videos: the secret console form', () => {
    it('creates an unpublished video with a window from a console session', async () => {
      const response = await agents.console
        .post('/api/admin/videos')
        .send({
          courseId: course.id,
          title: '콘솔 추가',
          externalUrl: 'http://nas.test.local/console.mp4',
          isPublished: false,
          accessStart: iso(1),
          accessEnd: iso(2),
        })
        .expect(201);
      expect(response.body).toMatchObject({
        title: '콘솔 추가',
        isPublished: false,
        status: 'unpublished',
        courseTitle: '문법 기초',
      });
      const detail = await agents.VERIFIED.get(`/api/courses/${course.id}`).expect(200);
      expect(JSON.stringify(detail.body)).not.toContain('console.mp4');
    });
  });

  describe('POST /api/admin/videos: the dashboard form {title, type, url}', () => {
    it('files videos without a course under one "기타 동영상" course made on first use', async () => {
      const first = await admin
        .post('/api/admin/videos')
        .send({ title: '대시보드 1', type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' })
        .expect(201);
      const second = await admin
        .post('/api/admin/videos')
        .send({ title: '대시보드 2', type: 'nas', url: 'https://nas.test.local/a/b.webm?token=1' })
        .expect(201);
      expect(first.body).toMatchObject({
        type: 'youtube',
        externalUrl: 'https://youtu.be/dQw4w9WgXcQ',
        courseTitle: '기타 동영상',
        isPublished: true,
        status: 'open',
      });
      expect(second.body).toMatchObject({ type: 'nas', courseId: first.body.courseId });
      const courses = await t.http().get('/api/courses').expect(200);
      const uncategorized = courses.body.filter((item: { slug: string }) => item.slug === 'uncategorized');
      expect(uncategorized).toEqual([expect.objectContaining({ id: first.body.courseId, title: '기타 동영상' })]);
    });

    it.each([
      ['no type', { type: undefined }, 'type', V.videoType],
      ['an unknown type', { type: 'vimeo' }, 'type', V.videoType],
      ['an empty URL', { url: '' }, 'url', V.url],
      ['a YouTube URL of another site', { type: 'youtube', url: 'https://vimeo.com/123456' }, 'url', U.youtubeFormat],
      ['a NAS URL without http', { type: 'nas', url: 'nas.test.local/a.mp4' }, 'url', U.nasScheme],
      [
        'a NAS file of an unsupported kind',
        { type: 'nas', url: 'http://nas.test.local/a.exe' },
        'url',
        U.unsupportedExtension,
      ],
      ['a NAS file without extension', { type: 'nas', url: 'http://nas.test.local/video' }, 'url', U.missingExtension],
      [
        'a URL over 2000 characters',
        { type: 'nas', url: `http://nas.test.local/${'a'.repeat(2000)}.mp4` },
        'url',
        U.tooLong,
      ],
      ['no title', { title: '' }, 'title', V.title],
    ])('refuses %s with its Korean message', async (_case, change, field, message) => {
      const before = (await countRows(t)).videos;
      const response = await admin
        .post('/api/admin/videos')
        .send({ title: '대시보드', type: 'nas', url: 'http://nas.test.local/ok.mp4', ...change })
        .expect(400);
      expect(response.body.errors).toEqual([{ field, message }]);
      expect((await countRows(t)).videos).toBe(before);
    });
  });

  describe('PUT /api/admin/videos/:id', () => {
    it('changes only the title when only the title is sent', async () => {
      const video = await makeVideo(t, course.id, 'active');
      const response = await admin.put(`/api/admin/videos/${video.id}`).send({ title: '  제목만 바꿈 ' }).expect(200);
      expect(response.body).toMatchObject({
        id: video.id,
        title: '제목만 바꿈',
        externalUrl: video.externalUrl,
        status: 'active',
        durationSec: 600,
      });
      await expect(findVideo(t, video.id)).resolves.toMatchObject({
        title: '제목만 바꿈',
        accessStart: video.accessStart,
        accessEnd: video.accessEnd,
      });
    });

    it('applies the full form, clears emptied fields and re-derives the type of a new URL', async () => {
      const other = await makeCourse(t, { title: '독해' });
      const video = await makeVideo(t, course.id, 'active', { description: '설명' });
      const response = await admin
        .put(`/api/admin/videos/${video.id}`)
        .send(
          fullForm({
            courseId: other.id,
            externalUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
            description: '',
            durationSec: null,
            isPublished: false,
          }),
        )
        .expect(200);
      expect(response.body).toMatchObject({
        courseId: other.id,
        courseTitle: '독해',
        type: 'youtube',
        description: null,
        durationSec: null,
        isPublished: false,
        accessStart: null,
        accessEnd: null,
        status: 'unpublished',
      });
    });

    it('takes the dashboard form with its URL rules', async () => {
      const video = await makeVideo(t, course.id);
      await admin
        .put(`/api/admin/videos/${video.id}`)
        .send({ title: 'x', type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' })
        .expect(200);
      await expect(findVideo(t, video.id)).resolves.toMatchObject({
        type: 'youtube',
        externalUrl: 'https://youtu.be/dQw4w9WgXcQ',
      });
      const refused = await admin
        .put(`/api/admin/videos/${video.id}`)
        .send({ type: 'youtube', url: 'https://example.com/a.mp4' })
        .expect(400);
      expect(refused.body.errors).toEqual([{ field: 'url', message: U.youtubeFormat }]);
    });

    it('checks a new end against the stored start', async () => {
      const video = await makeVideo(t, course.id, 'active');
      const response = await admin
        .put(`/api/admin/videos/${video.id}`)
        .send({ accessEnd: new Date(video.accessStart!.getTime() - 1000).toISOString() })
        .expect(400);
      expect(response.body.errors).toEqual([{ field: 'accessEnd', message: V.dateOrder }]);
      await expect(findVideo(t, video.id)).resolves.toMatchObject({ accessEnd: video.accessEnd });
    });

    it.each([
      ['an empty title', { title: '' }, 'title', V.title],
      ['a null title', { title: null }, 'title', V.title],
      ['a null URL', { externalUrl: null }, 'externalUrl', V.url],
      ['an empty course', { courseId: '' }, 'courseId', V.courseId],
      ['a course that does not exist', { courseId: 'gone' }, 'courseId', MESSAGES.content.courseNotFound],
      ['a null published flag', { isPublished: null }, 'isPublished', V.boolean],
    ])('refuses %s and keeps the video', async (_case, body, field, message) => {
      const video = await makeVideo(t, course.id);
      const response = await admin.put(`/api/admin/videos/${video.id}`).send(body).expect(400);
      expect(response.body.errors).toEqual([{ field, message }]);
      await expect(findVideo(t, video.id)).resolves.toMatchObject({
        title: video.title,
        externalUrl: video.externalUrl,
        courseId: course.id,
        isPublished: true,
      });
    });

    it('answers 404 for an unknown video', async () => {
      const response = await admin.put('/api/admin/videos/unknown').send({ title: 'x' }).expect(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.content.videoNotFound });
    });
  });

  describe('DELETE /api/admin/videos/:id', () => {
    it('deletes the video and its view records', async () => {
      const video = await makeVideo(t, course.id);
      await agents.VERIFIED.post(`/api/videos/${video.id}/view`).expect(200);
      await expect(
        admin
          .delete(`/api/admin/videos/${video.id}`)
          .expect(200)
          .then((r) => r.body),
      ).resolves.toEqual({ ok: true });
      await expect(findVideo(t, video.id)).resolves.toBeNull();
      await expect(viewsOf(t, video.id)).resolves.toEqual([]);
    });

    it('answers 404 for an unknown video', async () => {
      await admin.delete('/api/admin/videos/unknown').expect(404);
    });
  });

  describe('GET /api/admin/videos', () => {
    it('lists every video, unpublished ones too, newest first with status and course title', async () => {
      const older = await makeVideo(t, course.id, 'unpublished');
      const newer = await makeVideo(t, course.id, 'upcoming');
      await setCreatedAt(t, Video, older.id, new Date('2032-01-01T00:00:00Z'));
      await setCreatedAt(t, Video, newer.id, new Date('2032-02-01T00:00:00Z'));
      const response = await admin.get('/api/admin/videos').expect(200);
      expect(response.body.slice(0, 2)).toEqual([
        expect.objectContaining({
          id: newer.id,
          status: 'upcoming',
          externalUrl: newer.externalUrl,
          courseTitle: '문법 기초',
          courseName: '문법 기초',
        }),
        expect.objectContaining({ id: older.id, status: 'unpublished', isPublished: false, url: older.externalUrl }),
      ]);
    });
  });

  describe('/api/simple/videos', () => {
    it('adds a video to the uncategorized course and lists it in the console shape', async () => {
      const created = await admin
        .post('/api/simple/videos')
        .send({ title: ' 간편 추가 ', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', description: '메모' })
        .expect(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        title: '간편 추가',
        description: '메모',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        url: 'https://youtu.be/dQw4w9WgXcQ',
        courseName: '기타 동영상',
        type: 'youtube',
        createdAt: expect.any(String),
      });
      const list = await admin.get('/api/simple/videos').expect(200);
      expect(list.body).toContainEqual(created.body);
    });

    it.each([
      ['no title', { title: undefined }, 'title', V.simpleUpload],
      ['no video URL', { videoUrl: undefined }, 'videoUrl', V.simpleUpload],
      ['a blank video URL', { videoUrl: '  ' }, 'videoUrl', V.simpleUpload],
      ['a video URL that is none', { videoUrl: 'video.mp4' }, 'videoUrl', V.url],
    ])('refuses %s with its Korean message', async (_case, change, field, message) => {
      const response = await admin
        .post('/api/simple/videos')
        .send({ title: '간편', videoUrl: 'http://nas.test.local/a.mp4', ...change })
        .expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(response.body.errors).toEqual([{ field, message }]);
    });
  });
});
