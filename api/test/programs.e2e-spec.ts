import { MESSAGES } from '@academy/common';
import { contentSuite, UNKNOWN_ID } from './support/content-suite';
import { Program } from '../src/programs/program.entity';

const V = MESSAGES.validation;
const NOT_FOUND = { ok: false, statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.content.programNotFound };
const DUPLICATE = { ok: false, statusCode: 409, code: 'DUPLICATE_SLUG', message: MESSAGES.content.duplicateSlug };

const XSS = {
  content:
    '<h3>소개</h3><p onclick="alert(1)">본문</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">링크</a>',
  curriculum:
    '<table><tr><td style="color:red" onmouseover="alert(1)">1주</td></tr></table><iframe src="https://evil.example"></iframe>',
};
const CLEAN = {
  content: '<h3>소개</h3><p>본문</p><a rel="noopener noreferrer">링크</a>',
  curriculum: '<table><tr><td>1주</td></tr></table>',
};
const expectNoXss = (html: string | null) =>
  expect(html ?? '').not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|style=|<iframe|<img/i);

let sequence = 0;
const programBody = (fields: object = {}) => ({
  slug: `program-${++sequence}`,
  title: '중등 영어',
  content: '<p>내용</p>',
  ...fields,
});

describe('programs (e2e)', () => {
  const { t, agents, table: programs } = contentSuite(Program);

  async function add(fields: object = {}): Promise<{ id: string; slug: string }> {
    const response = await agents.ADMIN.post('/api/superadmin/programs').send(programBody(fields)).expect(201);
    return response.body;
  }

  // Who may call each route: auth-access-matrix.e2e-spec.ts, the API's one access matrix.

  describe('create, read, update, delete', () => {
    it('creates a program with every field; features are trimmed and blank entries dropped', async () => {
      const response = await agents.console
        .post('/api/superadmin/programs')
        .send({
          slug: 'middle-school',
          title: '중등 내신 영어',
          subtitle: '부제목',
          description: '설명',
          content: '<p>내용</p>',
          features: ['  교과서 분석 ', '', '   ', '서술형 대비'],
          targetStudents: '중학생',
          curriculum: '<ol><li>1단계</li></ol>',
          isActive: true,
          order: 3,
        })
        .expect(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        slug: 'middle-school',
        title: '중등 내신 영어',
        subtitle: '부제목',
        description: '설명',
        content: '<p>내용</p>',
        features: ['교과서 분석', '서술형 대비'],
        targetStudents: '중학생',
        curriculum: '<ol><li>1단계</li></ol>',
        isActive: true,
        order: 3,
      });
      const detail = await t.http().get('/api/programs/middle-school').expect(200);
      expect(detail.body).toEqual(response.body);
    });

    it('defaults: active, no features, placed after the last program', async () => {
      await add({ order: 4 });
      const response = await agents.ADMIN.post('/api/superadmin/programs').send(programBody()).expect(201);
      expect(response.body).toMatchObject({ isActive: true, features: [], subtitle: null, curriculum: null, order: 5 });
    });

    it('lists active programs by order for everyone, and all of them for the console', async () => {
      await add({ slug: 'second', order: 2 });
      await add({ slug: 'first', order: 1 });
      await add({ slug: 'hidden', order: 0, isActive: false });
      const listed = await t.http().get('/api/programs').expect(200);
      expect(listed.body.map((program: { slug: string }) => program.slug)).toEqual(['first', 'second']);
      const all = await agents.console.get('/api/superadmin/programs').expect(200);
      expect(all.body.map((program: { slug: string }) => program.slug)).toEqual(['hidden', 'first', 'second']);
    });

    it('answers 404 with the Korean message for an inactive program and for a missing slug', async () => {
      const { id } = await add({ slug: 'paused', isActive: false });
      await expect(t.http().get('/api/programs/paused')).resolves.toMatchObject({ status: 404, body: NOT_FOUND });
      await expect(t.http().get('/api/programs/no-such-program')).resolves.toMatchObject({
        status: 404,
        body: NOT_FOUND,
      });
      // Re-activated, it is back.
      await agents.ADMIN.put(`/api/superadmin/programs/${id}`).send({ isActive: true }).expect(200);
      await t.http().get('/api/programs/paused').expect(200);
    });

    it('updates only the fields sent', async () => {
      const { id } = await add({ slug: 'keep', title: '제목', features: ['하나'] });
      const response = await agents.ADMIN.put(`/api/superadmin/programs/${id}`)
        .send({ title: '새 제목', subtitle: '' })
        .expect(200);
      expect(response.body).toMatchObject({
        id,
        slug: 'keep',
        title: '새 제목',
        subtitle: null,
        features: ['하나'],
        content: '<p>내용</p>',
      });
    });

    it('deletes a program: { ok: true }', async () => {
      const { id } = await add();
      await expect(agents.ADMIN.delete(`/api/superadmin/programs/${id}`)).resolves.toMatchObject({
        status: 200,
        body: { ok: true },
      });
      await expect(programs().count()).resolves.toBe(0);
    });

    it.each(['put', 'delete'] as const)('%s on an unknown id → 404', async (method) => {
      const response = await agents.ADMIN[method](`/api/superadmin/programs/${UNKNOWN_ID}`)
        .send({ title: 'x' })
        .expect(404);
      expect(response.body).toEqual(NOT_FOUND);
    });
  });

  describe('HTML sanitizing', () => {
    it('strips scripts, handlers and javascript: links on create — in the stored row and in every answer', async () => {
      const created = await agents.ADMIN.post('/api/superadmin/programs')
        .send(programBody({ slug: 'xss', ...XSS }))
        .expect(201);
      expect(created.body).toMatchObject(CLEAN);
      const stored = await programs().findOneByOrFail({ slug: 'xss' });
      expect({ content: stored.content, curriculum: stored.curriculum }).toEqual(CLEAN);
      for (const path of ['/api/programs/xss', '/api/programs']) {
        const response = await t.http().get(path).expect(200);
        expect(JSON.stringify(response.body)).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
      }
    });

    it('strips them on update too', async () => {
      const { id } = await add({ slug: 'xss-update' });
      const updated = await agents.ADMIN.put(`/api/superadmin/programs/${id}`).send(XSS).expect(200);
      expect(updated.body).toMatchObject(CLEAN);
      const stored = await programs().findOneByOrFail({ id });
      expectNoXss(stored.content);
      expectNoXss(stored.curriculum);
    });

    it('sanitizes again when serving a row written around the API', async () => {
      await programs().save(
        programs().create({
          slug: 'raw',
          title: '직접 입력',
          content: XSS.content,
          curriculum: XSS.curriculum,
          features: [],
          createdAt: new Date(),
        }),
      );
      const detail = await t.http().get('/api/programs/raw').expect(200);
      expect(detail.body).toMatchObject(CLEAN);
      const consoleList = await agents.console.get('/api/superadmin/programs').expect(200);
      expect(consoleList.body[0]).toMatchObject(CLEAN);
    });

    it('refuses content that is nothing but removed markup', async () => {
      const response = await agents.ADMIN.post('/api/superadmin/programs')
        .send(programBody({ content: '<script>alert(1)</script><img src=x onerror=alert(1)>' }))
        .expect(400);
      expect(response.body.errors).toEqual([{ field: 'content', message: V.content }]);
      await expect(programs().count()).resolves.toBe(0);
    });

    it('answers 400, not a database error, when escaping makes the HTML too long to store', async () => {
      const response = await agents.ADMIN.post('/api/superadmin/programs')
        .send(programBody({ content: `<p>${'&'.repeat(19000)}</p>` }))
        .expect(400);
      expect(response.body.errors).toEqual([{ field: 'content', message: V.textMax }]);
    });
  });

  describe('unique slug', () => {
    it('answers 409 DUPLICATE_SLUG on create', async () => {
      await add({ slug: 'high-school' });
      const response = await agents.ADMIN.post('/api/superadmin/programs')
        .send(programBody({ slug: 'high-school' }))
        .expect(409);
      expect(response.body).toMatchObject(DUPLICATE);
      expect(response.body.errors).toEqual([{ field: 'slug', message: MESSAGES.content.duplicateSlug }]);
      await expect(programs().count()).resolves.toBe(1);
    });

    it('answers simultaneous creates of one slug with one 201 and 409 for the rest, never 500', async () => {
      const body = programBody({ slug: 'race' });
      const answers = await Promise.all([1, 2, 3].map(() => agents.ADMIN.post('/api/superadmin/programs').send(body)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      await expect(programs().countBy({ slug: 'race' })).resolves.toBe(1);
    });

    it("answers 409 on update to another program's slug, and accepts keeping its own", async () => {
      await add({ slug: 'taken' });
      const { id } = await add({ slug: 'mine' });
      await expect(agents.ADMIN.put(`/api/superadmin/programs/${id}`).send({ slug: 'taken' })).resolves.toMatchObject({
        status: 409,
        body: DUPLICATE,
      });
      await agents.ADMIN.put(`/api/superadmin/programs/${id}`).send({ slug: 'mine', title: '같은 슬러그' }).expect(200);
      await expect(programs().findOneByOrFail({ id })).resolves.toMatchObject({ slug: 'mine', title: '같은 슬러그' });
    });
  });

  describe('validation', () => {
    const cases: Array<[string, object, string, string]> = [
      ['slug missing', { slug: undefined }, 'slug', V.slug],
      ['slug blank', { slug: '  ' }, 'slug', V.slug],
      ['slug with capitals and spaces', { slug: 'Middle School' }, 'slug', V.slugPattern],
      ['slug with Korean', { slug: '중등' }, 'slug', V.slugPattern],
      ['slug over 100 characters', { slug: 'a'.repeat(101) }, 'slug', V.slugMax],
      ['title missing', { title: undefined }, 'title', V.title],
      ['title over 200 characters', { title: '가'.repeat(201) }, 'title', V.titleMax],
      ['content missing', { content: undefined }, 'content', V.content],
      ['content blank', { content: ' ' }, 'content', V.content],
      ['content over 20000 characters', { content: 'a'.repeat(20001) }, 'content', V.textMax],
      ['subtitle over 300 characters', { subtitle: 'a'.repeat(301) }, 'subtitle', V.subtitleMax],
      [
        'target students over 500 characters',
        { targetStudents: 'a'.repeat(501) },
        'targetStudents',
        V.targetStudentsMax,
      ],
      ['curriculum not text', { curriculum: 5 }, 'curriculum', V.invalid],
      ['features not a list', { features: '교과서 분석' }, 'features', V.features],
      ['features with a number', { features: ['하나', 2] }, 'features', V.features],
      [
        'more than 30 features',
        { features: Array.from({ length: 31 }, (_, i) => `특징 ${i}`) },
        'features',
        V.featuresMax,
      ],
      ['a feature over 200 characters', { features: ['a'.repeat(201)] }, 'features', V.featureMax],
      ['isActive as text', { isActive: 'true' }, 'isActive', V.boolean],
      ['negative order', { order: -1 }, 'order', V.order],
      ['order as text', { order: '1' }, 'order', V.order],
    ];

    it.each(cases)('refuses %s with 400 and its Korean message', async (_case, fields, field, message) => {
      const response = await agents.ADMIN.post('/api/superadmin/programs').send(programBody(fields)).expect(400);
      expect(response.body).toMatchObject({ ok: false, statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(response.body.errors).toContainEqual({ field, message });
      await expect(programs().count()).resolves.toBe(0);
    });

    it('names slug, title and content together when all are missing', async () => {
      const response = await agents.ADMIN.post('/api/superadmin/programs').send({}).expect(400);
      expect(response.body.errors).toEqual([
        { field: 'slug', message: V.slug },
        { field: 'title', message: V.title },
        { field: 'content', message: V.content },
      ]);
    });

    it.each([
      ['slug', { slug: 'Bad Slug' }, V.slugPattern],
      ['title', { title: '' }, V.title],
      ['content', { content: null }, V.content],
    ])('refuses an update that breaks the %s rule and keeps the stored program', async (field, body, message) => {
      const { id } = await add({ slug: 'stable', title: '제목' });
      const response = await agents.ADMIN.put(`/api/superadmin/programs/${id}`).send(body).expect(400);
      expect(response.body.errors).toEqual([{ field, message }]);
      await expect(programs().findOneByOrFail({ id })).resolves.toMatchObject({
        slug: 'stable',
        title: '제목',
        content: '<p>내용</p>',
      });
    });
  });
});
