import { MESSAGES, PROGRAM_FACT_MESSAGES as F } from '@academy/common';
import { contentSuite, UNKNOWN_ID } from './support/content-suite';
import { Program } from '../src/programs/program.entity';

const V = MESSAGES.validation;
const NOT_FOUND = { ok: false, statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.content.programNotFound };
const DUPLICATE = { ok: false, statusCode: 409, code: 'DUPLICATE_SLUG', message: MESSAGES.content.duplicateSlug };

/** Markdown with every way to smuggle markup: raw HTML, a javascript: link, an image, an autolink. */
const XSS = {
  content:
    '### 소개\n\n<p onclick="alert(1)">본문</p><script>alert(1)</script>\n\n[링크](javascript:alert(1)) ![x](https://evil.example/x.png) <javascript:alert(1)>',
  curriculum:
    '| 주차 |\n| --- |\n| <td style="color:red" onmouseover="alert(1)">1주</td> |\n\n<iframe src="https://evil.example"></iframe>',
};
/** Every tag of rendered HTML: what a browser would run lives there, not in text shown as text. */
const tagsOf = (html: string | null) => (html ?? '').match(/<[^>]*>/g) ?? [];
const expectNoXss = (html: string | null) => {
  for (const tag of tagsOf(html))
    expect(tag).not.toMatch(/^<\/?(script|iframe|img|svg|style)|\son\w+\s*=|javascript:|style\s*=/i);
};

let sequence = 0;
const programBody = (fields: object = {}) => ({
  slug: `program-${++sequence}`,
  title: '중등 영어',
  content: '내용',
  ...fields,
});

/** The facts a parent asks first, as the admin form sends them. */
const FACTS = {
  tuition: { monthly: 280000, materials: 20000 },
  schedule: [
    { name: '중2 A반', days: ['MON', 'WED', 'FRI'], start: '16:30', end: '18:00' },
    { name: '중3 B반', days: ['TUE', 'THU'], start: '18:30', end: '20:30' },
  ],
  startDate: '2026-03-02',
  capacity: 12,
  seatsLeft: 4,
};
const NO_FACTS = { tuition: null, schedule: [], startDate: null, capacity: null, seatsLeft: null };

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
          content: '**내용**',
          features: ['  교과서 분석 ', '', '   ', '서술형 대비'],
          targetStudents: '중학생',
          curriculum: '1. 1단계',
          isActive: true,
          order: 3,
          ...FACTS,
        })
        .expect(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        slug: 'middle-school',
        title: '중등 내신 영어',
        subtitle: '부제목',
        description: '설명',
        content: '**내용**',
        contentHtml: '<p><strong>내용</strong></p>',
        features: ['교과서 분석', '서술형 대비'],
        targetStudents: '중학생',
        curriculum: '1. 1단계',
        curriculumHtml: '<ol>\n<li>1단계</li>\n</ol>',
        isActive: true,
        order: 3,
        ...FACTS,
      });
      const detail = await t.http().get('/api/programs/middle-school').expect(200);
      expect(detail.body).toEqual(response.body);
    });

    it('defaults: active, no features, placed after the last program', async () => {
      await add({ order: 4 });
      const response = await agents.ADMIN.post('/api/superadmin/programs').send(programBody()).expect(201);
      expect(response.body).toMatchObject({
        isActive: true,
        features: [],
        subtitle: null,
        curriculum: null,
        curriculumHtml: null,
        order: 5,
        ...NO_FACTS,
      });
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
        content: '내용',
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

  describe('Markdown, rendered and sanitized', () => {
    it('stores the Markdown as written and serves it rendered: headings, lists, tables, links out', async () => {
      const content =
        '### 수업 방식\n\n- **교과서** 분석\n- 문의: [전화](tel:0552647780), [안내](https://example.com/a)';
      const curriculum = '| 단계 | 기간 |\n| --- | --- |\n| 기초 | 1~4주 |';
      const created = await agents.ADMIN.post('/api/superadmin/programs')
        .send(programBody({ slug: 'md', content, curriculum }))
        .expect(201);
      await expect(programs().findOneByOrFail({ slug: 'md' })).resolves.toMatchObject({ content, curriculum });
      const detail = await t.http().get('/api/programs/md').expect(200);
      expect(detail.body).toMatchObject({ content, curriculum, contentHtml: created.body.contentHtml });
      expect(detail.body.contentHtml).toBe(
        '<h3>수업 방식</h3>\n<ul>\n<li><strong>교과서</strong> 분석</li>\n<li>문의: ' +
          '<a href="tel:0552647780" rel="noopener noreferrer">전화</a>, ' +
          '<a href="https://example.com/a" rel="noopener noreferrer">안내</a></li>\n</ul>',
      );
      expect(detail.body.curriculumHtml).toContain('<th>단계</th>');
      expect(detail.body.curriculumHtml).toContain('<td>1~4주</td>');
    });

    it('shows typed HTML as text and drops scripts, handlers, images and javascript: links — on create and update', async () => {
      const created = await agents.ADMIN.post('/api/superadmin/programs')
        .send(programBody({ slug: 'xss', ...XSS }))
        .expect(201);
      const { id } = created.body as { id: string };
      const updated = await agents.ADMIN.put(`/api/superadmin/programs/${id}`).send(XSS).expect(200);
      for (const body of [created.body, updated.body]) {
        expectNoXss(body.contentHtml);
        expectNoXss(body.curriculumHtml);
        expect(body.contentHtml).toContain('&lt;script&gt;');
        expect(body.contentHtml).toContain('<h3>소개</h3>');
      }
      for (const path of ['/api/programs/xss', '/api/programs']) {
        const response = await t.http().get(path).expect(200);
        const [program] = [response.body].flat();
        expectNoXss(program.contentHtml);
        expectNoXss(program.curriculumHtml);
      }
    });

    it('renders a row written around the API through the same allow-list', async () => {
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
      expectNoXss(detail.body.contentHtml);
      expect(detail.body).toMatchObject(NO_FACTS);
      const consoleList = await agents.console.get('/api/superadmin/programs').expect(200);
      expectNoXss(consoleList.body[0].curriculumHtml);
    });

    it('refuses content that renders to no text', async () => {
      const response = await agents.ADMIN.post('/api/superadmin/programs')
        .send(programBody({ content: '---\n\n![](https://example.com/x.png)' }))
        .expect(400);
      expect(response.body.errors).toEqual([{ field: 'content', message: V.content }]);
      await expect(programs().count()).resolves.toBe(0);
    });
  });

  describe('program facts', () => {
    it('stores tuition, timetable, start date and seats, and serves them on the public read', async () => {
      const { id } = await add({ slug: 'facts', ...FACTS });
      await expect(t.http().get('/api/programs/facts')).resolves.toMatchObject({ status: 200, body: FACTS });
      const stored = await programs().findOneByOrFail({ id });
      expect(stored).toMatchObject(FACTS);
    });

    it('replaces the facts sent on update, clears them with null or an empty timetable, and drops unknown row keys', async () => {
      const { id } = await add({ slug: 'change', ...FACTS });
      const changed = await agents.ADMIN.put(`/api/superadmin/programs/${id}`)
        .send({
          tuition: { monthly: 300000, materials: null },
          schedule: [{ name: ' 토요반 ', days: ['SAT'], start: '10:00', end: '12:00', room: '301' }],
          seatsLeft: 0,
        })
        .expect(200);
      expect(changed.body).toMatchObject({
        tuition: { monthly: 300000 },
        schedule: [{ name: '토요반', days: ['SAT'], start: '10:00', end: '12:00' }],
        startDate: FACTS.startDate,
        capacity: 12,
        seatsLeft: 0,
      });
      expect(changed.body.tuition).toEqual({ monthly: 300000 });
      expect(changed.body.schedule[0]).not.toHaveProperty('room');
      const cleared = await agents.ADMIN.put(`/api/superadmin/programs/${id}`).send(NO_FACTS).expect(200);
      expect(cleared.body).toMatchObject(NO_FACTS);
      await expect(programs().findOneByOrFail({ id })).resolves.toMatchObject({ tuition: null, schedule: [] });
    });

    it('names what changed in the audit row, without the amounts', async () => {
      const { id } = await add({ slug: 'audited', ...FACTS });
      await agents.ADMIN.put(`/api/superadmin/programs/${id}`)
        .send({ tuition: { monthly: 1, materials: 20000 }, schedule: FACTS.schedule })
        .expect(200);
      const audit = await agents.ADMIN.get('/api/admin/audit').expect(200);
      const row = audit.body.items.find((item: { action: string }) => item.action === 'PROGRAM_UPDATE');
      expect(row.summary).toContain('수강료');
      expect(row.summary).not.toContain('시간표');
      expect(row.summary).not.toMatch(/280000|20000/);
    });

    const cases: Array<[string, object, string, string]> = [
      ['tuition as text', { tuition: '28만원' }, 'tuition', F.tuition],
      ['tuition as a list', { tuition: [280000] }, 'tuition', F.tuition],
      ['a negative monthly tuition', { tuition: { monthly: -1 } }, 'tuition.monthly', F.monthly],
      ['a monthly tuition missing', { tuition: { materials: 1000 } }, 'tuition.monthly', F.monthly],
      ['a monthly tuition as text', { tuition: { monthly: '280000' } }, 'tuition.monthly', F.monthly],
      ['a fractional materials fee', { tuition: { monthly: 1, materials: 1.5 } }, 'tuition.materials', F.materials],
      ['a tuition over 100 million won', { tuition: { monthly: 100_000_001 } }, 'tuition.monthly', F.wonMax],
      ['a timetable that is not a list', { schedule: { name: 'A반' } }, 'schedule', F.schedule],
      ['a timetable row that is not an object', { schedule: ['월 16:00'] }, 'schedule', F.schedule],
      ['21 timetable rows', { schedule: Array(21).fill(FACTS.schedule[0]) }, 'schedule', F.scheduleMax],
      ['a class without a name', { schedule: [{ ...FACTS.schedule[0], name: ' ' }] }, 'schedule.0.name', F.className],
      [
        'a class without days',
        { schedule: [FACTS.schedule[0], { ...FACTS.schedule[1], days: [] }] },
        'schedule.1.days',
        F.days,
      ],
      [
        'an unknown day code',
        { schedule: [{ ...FACTS.schedule[0], days: ['MON', 'Monday'] }] },
        'schedule.0.days',
        F.days,
      ],
      ['a day twice', { schedule: [{ ...FACTS.schedule[0], days: ['MON', 'MON'] }] }, 'schedule.0.days', F.days],
      ['a start at 25:00', { schedule: [{ ...FACTS.schedule[0], start: '25:00' }] }, 'schedule.0.start', F.start],
      ['a start without minutes', { schedule: [{ ...FACTS.schedule[0], start: '16' }] }, 'schedule.0.start', F.start],
      ['an end that is not a time', { schedule: [{ ...FACTS.schedule[0], end: '6pm' }] }, 'schedule.0.end', F.end],
      [
        'an end before the start',
        { schedule: [{ ...FACTS.schedule[0], start: '18:00', end: '16:30' }] },
        'schedule.0.end',
        F.endAfterStart,
      ],
      [
        'an end equal to the start',
        { schedule: [{ ...FACTS.schedule[0], end: '16:30' }] },
        'schedule.0.end',
        F.endAfterStart,
      ],
      ['an impossible start date', { startDate: '2026-02-30' }, 'startDate', F.startDate],
      ['a start date with a time', { startDate: '2026-03-02T09:00:00Z' }, 'startDate', F.startDate],
      ['a negative capacity', { capacity: -1 }, 'capacity', F.capacity],
      ['a capacity as text', { capacity: '12' }, 'capacity', F.capacity],
      ['more seats left than the capacity', { capacity: 10, seatsLeft: 11 }, 'seatsLeft', F.seatsOverCapacity],
      ['a fractional seats left', { seatsLeft: 2.5 }, 'seatsLeft', F.seatsLeft],
    ];

    it.each(cases)(
      'refuses %s with 400 and its Korean message on its own field',
      async (_case, fields, field, message) => {
        const response = await agents.ADMIN.post('/api/superadmin/programs').send(programBody(fields)).expect(400);
        expect(response.body).toMatchObject({ ok: false, statusCode: 400, code: 'VALIDATION_FAILED', message });
        expect(response.body.errors).toEqual([{ field, message }]);
        await expect(programs().count()).resolves.toBe(0);
      },
    );

    it('names every wrong part of the timetable at once', async () => {
      const response = await agents.ADMIN.post('/api/superadmin/programs')
        .send(programBody({ schedule: [{ name: '', days: [], start: '9:00', end: '8pm' }] }))
        .expect(400);
      expect(response.body.errors).toEqual([
        { field: 'schedule.0.name', message: F.className },
        { field: 'schedule.0.days', message: F.days },
        { field: 'schedule.0.start', message: F.start },
        { field: 'schedule.0.end', message: F.end },
      ]);
    });

    it('refuses an update leaving more seats than the stored capacity, and keeps the program', async () => {
      const { id } = await add({ slug: 'seats', ...FACTS });
      const response = await agents.ADMIN.put(`/api/superadmin/programs/${id}`).send({ seatsLeft: 13 }).expect(400);
      expect(response.body.errors).toEqual([{ field: 'seatsLeft', message: F.seatsOverCapacity }]);
      await expect(programs().findOneByOrFail({ id })).resolves.toMatchObject({ seatsLeft: 4 });
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
        content: '내용',
      });
    });
  });
});
