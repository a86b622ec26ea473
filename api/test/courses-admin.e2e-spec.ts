import { MESSAGES } from '@academy/common';
import { agentsForAll, type Agent, type Caller } from './support/accounts';
import { countRows, makeCourse, makeVideo, viewsOf } from './support/content-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const V = MESSAGES.validation;

describe('admin: courses (e2e)', () => {
  let t: TestApp;
  let agents: Record<Caller, Agent>;
  let admin: Agent;
  let slugs = 0;
  const slug = () => `admin-course-${++slugs}`;

  beforeAll(async () => {
    t = await createTestApp();
    agents = await agentsForAll(t);
    admin = agents.ADMIN;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('access', () => {
    const routes = (id: string) =>
      [
        ['GET', '/api/admin/courses'],
        ['POST', '/api/admin/courses'],
        ['PUT', `/api/admin/courses/${id}`],
        ['DELETE', `/api/admin/courses/${id}`],
      ] as const;

    it.each([
      ['visitor', 401, 'UNAUTHORIZED'],
      ['PENDING', 403, 'FORBIDDEN'],
      ['VERIFIED', 403, 'FORBIDDEN'],
    ] as const)('refuses a %s on every route with %i and leaves the course alone', async (caller, status, code) => {
      const course = await makeCourse(t);
      for (const [method, path] of routes(course.id)) {
        const response = await agents[caller][
          method === 'GET' ? 'get' : method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'delete'
        ](path).send({ title: 'x', slug: slug() });
        expect({ path: `${method} ${path}`, status: response.status, code: response.body.code }).toEqual({
          path: `${method} ${path}`,
          status,
          code,
        });
      }
      const list = await admin.get('/api/admin/courses').expect(200);
      expect(list.body.find((item: { id: string }) => item.id === course.id)).toMatchObject({ title: course.title });
    });

    it.each(['ADMIN', 'console'] as const)('lets %s create, list, update and delete', async (caller) => {
      const agent = agents[caller];
      const created = await agent
        .post('/api/admin/courses')
        .send({ title: `${caller} 강의`, slug: slug() })
        .expect(201);
      const list = await agent.get('/api/admin/courses').expect(200);
      expect(list.body.map((item: { id: string }) => item.id)).toContain(created.body.id);
      await agent
        .put(`/api/admin/courses/${created.body.id}`)
        .send({ title: '바뀐 제목', slug: created.body.slug })
        .expect(200);
      await expect(
        agent.delete(`/api/admin/courses/${created.body.id}`).then((response) => response.body),
      ).resolves.toEqual({ ok: true });
    });
  });

  describe('POST /api/admin/courses', () => {
    it('creates a course with trimmed fields, tags cleaned and 201', async () => {
      const response = await admin
        .post('/api/admin/courses')
        .send({
          title: '  토익 기초반 ',
          slug: ' toeic-basic ',
          description: '입문 과정',
          thumbnail: 'https://img.example.com/a.png',
          tags: [' 토익 ', '', '기초', '  '],
          order: 3,
        })
        .expect(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        title: '토익 기초반',
        slug: 'toeic-basic',
        description: '입문 과정',
        thumbnail: 'https://img.example.com/a.png',
        tags: ['토익', '기초'],
        order: 3,
        createdAt: expect.any(String),
        videoCount: 0,
        totalDurationSec: 0,
      });
      const detail = await agents.VERIFIED.get(`/api/courses/${response.body.id}`).expect(200);
      expect(detail.body).toMatchObject({ title: '토익 기초반', tags: ['토익', '기초'], videos: [] });
    });

    it('accepts tags as a comma-separated string, an empty thumbnail and a site path', async () => {
      const first = await admin
        .post('/api/admin/courses')
        .send({ title: 'a', slug: slug(), tags: '문법, 독해 ,, ', thumbnail: '' })
        .expect(201);
      expect(first.body).toMatchObject({ tags: ['문법', '독해'], thumbnail: null, description: null });
      const second = await admin
        .post('/api/admin/courses')
        .send({ title: 'b', slug: slug(), thumbnail: '/assets/course.png' })
        .expect(201);
      expect(second.body.thumbnail).toBe('/assets/course.png');
    });

    it('defaults the order to the current number of courses', async () => {
      const before = (await countRows(t)).courses;
      const response = await admin.post('/api/admin/courses').send({ title: '순서 없음', slug: slug() }).expect(201);
      expect(response.body.order).toBe(before);
    });

    it.each([
      ['no title', { title: undefined }, 'title', V.title],
      ['a blank title', { title: '   ' }, 'title', V.title],
      ['a title that is not text', { title: 42 }, 'title', V.title],
      ['a title over 200 characters', { title: '가'.repeat(201) }, 'title', V.titleMax],
      ['no slug', { slug: undefined }, 'slug', V.slug],
      ['an empty slug', { slug: '' }, 'slug', V.slug],
      ['a slug with capitals', { slug: 'Toeic' }, 'slug', V.slugPattern],
      ['a slug with Korean', { slug: '토익' }, 'slug', V.slugPattern],
      ['a slug with a space', { slug: 'a b' }, 'slug', V.slugPattern],
      ['a slug over 100 characters', { slug: 'a'.repeat(101) }, 'slug', V.slugMax],
      ['a thumbnail that is no URL', { thumbnail: 'not a url' }, 'thumbnail', V.url],
      ['a javascript: thumbnail', { thumbnail: 'javascript:alert(1)' }, 'thumbnail', V.url],
      ['tags that are not a list', { tags: { a: 1 } }, 'tags', V.tags],
      ['a tag that is not text', { tags: ['a', 3] }, 'tags', V.tags],
      ['a tag over 40 characters', { tags: ['a'.repeat(41)] }, 'tags', V.tagMax],
      ['more than 30 tags', { tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }, 'tags', V.tagsMax],
      ['a negative order', { order: -1 }, 'order', V.order],
      ['a fractional order', { order: 1.5 }, 'order', V.order],
      ['an order that is no number', { order: 'first' }, 'order', V.order],
      ['a huge order', { order: 10_000_000 }, 'order', V.orderMax],
      ['a description over 20000 characters', { description: 'a'.repeat(20001) }, 'description', V.descriptionMax],
      [
        'a description of 20000 emoji (too many bytes for the column)',
        { description: '😀'.repeat(20000) },
        'description',
        V.descriptionMax,
      ],
    ])('refuses %s with 400 and its Korean message', async (_case, change, field, message) => {
      const before = (await countRows(t)).courses;
      const response = await admin
        .post('/api/admin/courses')
        .send({ title: '제목', slug: slug(), ...change })
        .expect(400);
      expect(response.body).toMatchObject({ ok: false, statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(response.body.errors).toEqual([{ field, message }]);
      expect((await countRows(t)).courses).toBe(before);
    });

    it('reports every broken field of an empty form at once', async () => {
      const response = await admin.post('/api/admin/courses').send({}).expect(400);
      expect(response.body.errors).toEqual([
        { field: 'title', message: V.title },
        { field: 'slug', message: V.slug },
      ]);
    });

    it('answers 409 SLUG_TAKEN for a slug in use, suggesting the first free slug-N', async () => {
      const taken = slug();
      await admin.post('/api/admin/courses').send({ title: '첫째', slug: taken }).expect(201);
      const response = await admin.post('/api/admin/courses').send({ title: '둘째', slug: taken }).expect(409);
      expect(response.body).toEqual({
        ok: false,
        statusCode: 409,
        code: 'SLUG_TAKEN',
        message: MESSAGES.content.slugTaken(`${taken}-2`),
        errors: [{ field: 'slug', message: MESSAGES.content.slugTaken(`${taken}-2`) }],
        suggestion: `${taken}-2`,
      });
      // Taking the suggestion works, and the next collision offers -3.
      await admin
        .post('/api/admin/courses')
        .send({ title: '둘째', slug: `${taken}-2` })
        .expect(201);
      const third = await admin.post('/api/admin/courses').send({ title: '셋째', slug: taken }).expect(409);
      expect(third.body.suggestion).toBe(`${taken}-3`);
    });

    it('gives two simultaneous creations of one slug one course and one 409', async () => {
      const contested = slug();
      const answers = await Promise.all(
        [1, 2].map((n) => admin.post('/api/admin/courses').send({ title: `동시 ${n}`, slug: contested })),
      );
      expect(answers.map((response) => response.status).sort()).toEqual([201, 409]);
    });
  });

  describe('PUT /api/admin/courses/:id', () => {
    it('updates the fields and keeps the order when none is sent', async () => {
      const course = await makeCourse(t, { order: 7, tags: ['old'] });
      const response = await admin
        .put(`/api/admin/courses/${course.id}`)
        .send({ title: '새 제목', slug: course.slug, tags: ['new'], description: '' })
        .expect(200);
      expect(response.body).toMatchObject({
        id: course.id,
        title: '새 제목',
        slug: course.slug,
        tags: ['new'],
        order: 7,
        description: null,
      });
    });

    it('refuses a slug another course uses with 409 and keeps its own', async () => {
      const [first, second] = [await makeCourse(t), await makeCourse(t)];
      const response = await admin
        .put(`/api/admin/courses/${second.id}`)
        .send({ title: 'x', slug: first.slug })
        .expect(409);
      expect(response.body.code).toBe('SLUG_TAKEN');
      const list = await admin.get('/api/admin/courses').expect(200);
      expect(list.body.find((item: { id: string }) => item.id === second.id).slug).toBe(second.slug);
    });

    it('validates like creation', async () => {
      const course = await makeCourse(t);
      const response = await admin
        .put(`/api/admin/courses/${course.id}`)
        .send({ title: '', slug: 'BAD', order: -3 })
        .expect(400);
      expect(response.body.errors).toEqual([
        { field: 'title', message: V.title },
        { field: 'slug', message: V.slugPattern },
        { field: 'order', message: V.order },
      ]);
    });

    it('answers 404 for an unknown course', async () => {
      const response = await admin.put('/api/admin/courses/unknown-id').send({ title: 'x', slug: slug() }).expect(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.content.courseNotFound });
    });
  });

  describe('DELETE /api/admin/courses/:id', () => {
    it('deletes the course with its videos and their view records, and nothing else', async () => {
      const [doomed, kept] = [await makeCourse(t), await makeCourse(t)];
      const doomedVideos = [await makeVideo(t, doomed.id), await makeVideo(t, doomed.id, 'unpublished')];
      const keptVideo = await makeVideo(t, kept.id);
      const viewer = agents.VERIFIED;
      await viewer.post(`/api/videos/${doomedVideos[0].id}/view`).expect(200);
      await viewer.post(`/api/videos/${keptVideo.id}/view`).expect(200);
      const before = await countRows(t);

      await expect(
        admin
          .delete(`/api/admin/courses/${doomed.id}`)
          .expect(200)
          .then((response) => response.body),
      ).resolves.toEqual({ ok: true });

      await expect(countRows(t)).resolves.toEqual({
        courses: before.courses - 1,
        videos: before.videos - 2,
        views: before.views - 1,
      });
      await expect(viewsOf(t, doomedVideos[0].id)).resolves.toEqual([]);
      await expect(viewsOf(t, keptVideo.id)).resolves.toHaveLength(1);
      await viewer.get(`/api/courses/${doomed.id}`).expect(404);
      await viewer.get(`/api/videos/${doomedVideos[0].id}/url`).expect(404);
    });

    it('answers 404 for an unknown course', async () => {
      const response = await admin.delete('/api/admin/courses/unknown-id').expect(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.content.courseNotFound });
    });
  });

  describe('GET /api/admin/courses', () => {
    it('counts unpublished videos too', async () => {
      const course = await makeCourse(t);
      await makeVideo(t, course.id, 'open', { durationSec: 100 });
      await makeVideo(t, course.id, 'unpublished', { durationSec: null });
      const adminList = await admin.get('/api/admin/courses').expect(200);
      expect(adminList.body.find((item: { id: string }) => item.id === course.id)).toMatchObject({
        videoCount: 2,
        totalDurationSec: 100,
      });
      const publicList = await t.http().get('/api/courses').expect(200);
      expect(publicList.body.find((item: { id: string }) => item.id === course.id)).toMatchObject({
        videoCount: 1,
        totalDurationSec: 100,
      });
    });
  });
});
