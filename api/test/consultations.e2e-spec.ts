import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { CONSULTATION_MESSAGES as M, MESSAGES, type Consultation } from '@academy/common';
import { DAY_MS, seoulDay } from '@academy/common/korean-days';
import { AuditRecord } from '../src/audit/audit-record.entity';
import { ConsultationRetentionService } from '../src/consultations/consultation-retention.service';
import { ConsultationRequest } from '../src/consultations/consultation.entity';
import { Program } from '../src/programs/program.entity';
import { agentsForAll, type Agent, type Caller } from './support/accounts';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

const binary = ((res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}) as unknown as Parameters<Test['parse']>[0];

let nextIp = 1;
/** Each request from its own address, unless a test is about the limit. */
const freshIp = () => `203.0.113.${nextIp++ % 250}`;

describe('consultation requests (e2e)', () => {
  let t: TestApp;
  let agents: Record<Caller, Agent>;
  let db: DataSource;

  const send = (body: object, ip = freshIp()) =>
    t.http().post('/api/consultations').set('X-Forwarded-For', ip).send(body);
  const valid = { name: '김민수', phone: '010-1234-5678', consent: true };
  const stored = () => db.getRepository(ConsultationRequest).find({ order: { createdAt: 'ASC' } });

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', CONSULT_LIMIT_PER_HOUR: '5', CONSULT_RETENTION_DAYS: '30' });
    agents = await agentsForAll(t);
    db = t.app.get(DataSource);
    await db
      .getRepository(Program)
      .save([
        db.getRepository(Program).create({ slug: 'middle-school', title: '중등 내신반', features: [], isActive: true }),
        db.getRepository(Program).create({ slug: 'closed-program', title: '폐강', features: [], isActive: false }),
      ]);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await db.getRepository(ConsultationRequest).clear();
  });

  describe('POST /api/consultations', () => {
    it('stores a request with the phone normalised and answers 201 { id, createdAt }', async () => {
      const response = await send({
        name: '  김민수 ',
        phone: '010 1234 5678',
        grade: '중2',
        programSlug: 'middle-school',
        message: '레벨 테스트 받고 싶습니다',
        consent: true,
      }).expect(201);
      expect(Object.keys(response.body).sort()).toEqual(['createdAt', 'id']);
      expect(Math.abs(Date.parse(response.body.createdAt) - Date.now())).toBeLessThan(60_000);
      const [row] = await stored();
      expect(row).toMatchObject({
        id: response.body.id,
        name: '김민수',
        phone: '010-1234-5678',
        grade: '중2',
        programSlug: 'middle-school',
        programTitle: '중등 내신반',
        message: '레벨 테스트 받고 싶습니다',
        status: 'NEW',
        closedAt: null,
      });
    });

    it.each([
      ['01098765432', '010-9876-5432'],
      ['+82 10 9876 5432', '010-9876-5432'],
      ['02 123 4567', '02-123-4567'],
      ['(055)264-7780', '055-264-7780'],
    ])('stores %j as %j', async (phone, normalised) => {
      await send({ ...valid, phone }).expect(201);
      expect((await stored())[0]!.phone).toBe(normalised);
    });

    it('names every field that is wrong with its Korean message (400 VALIDATION_FAILED), storing nothing', async () => {
      const empty = await send({}).expect(400);
      expect(empty.body).toMatchObject({ ok: false, statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(empty.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'name', message: M.name },
          { field: 'phone', message: M.phone },
          { field: 'consent', message: M.consent },
        ]),
      );
      const cases: Array<[object, string, string]> = [
        [{ name: '   ' }, 'name', M.name],
        [{ name: '가'.repeat(51) }, 'name', M.nameMax],
        [{ name: '\u200b\u200b' }, 'name', MESSAGES.validation.invisibleOnly],
        [{ phone: '' }, 'phone', M.phone],
        [{ phone: '12345' }, 'phone', M.phoneInvalid],
        [{ phone: '+1 415 555 0100' }, 'phone', M.phoneInvalid],
        [{ grade: '초6' }, 'grade', M.grade],
        [{ programSlug: 'Not A Slug' }, 'programSlug', M.program],
        [{ programSlug: 'no-such-program' }, 'programSlug', M.program],
        [{ programSlug: 'closed-program' }, 'programSlug', M.program],
        [{ message: 'x'.repeat(1001) }, 'message', M.messageMax],
        [{ consent: false }, 'consent', M.consent],
        [{ consent: 'true' }, 'consent', M.consent],
      ];
      for (const [change, field, message] of cases) {
        const response = await send({ ...valid, ...change });
        expect([JSON.stringify(change), response.status, response.body.errors]).toEqual([
          JSON.stringify(change),
          400,
          [{ field, message }],
        ]);
      }
      expect(await stored()).toEqual([]);
    });

    it('a filled honeypot gets the same 201 answer and nothing is stored', async () => {
      const response = await send({ ...valid, website: 'http://spam.example' }).expect(201);
      expect(Object.keys(response.body).sort()).toEqual(['createdAt', 'id']);
      expect(await stored()).toEqual([]);
      await send({ ...valid, website: '' }).expect(201);
      expect(await stored()).toHaveLength(1);
    });

    it('answers 429 RATE_LIMITED with the Korean message after 5 requests an hour from one address; others go on', async () => {
      const ip = '198.51.100.77';
      for (let i = 0; i < 5; i++) await send(valid, ip).expect(201);
      const refused = await send(valid, ip).expect(429);
      expect(refused.body).toEqual({ ok: false, statusCode: 429, code: 'RATE_LIMITED', message: M.rateLimited });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      await send(valid, '198.51.100.78').expect(201);
      expect(await stored()).toHaveLength(6);
    });

    it('a body refused with 400 does not use the allowance', async () => {
      const ip = '198.51.100.79';
      for (let i = 0; i < 7; i++) await send({ ...valid, phone: 'x' }, ip).expect(400);
      for (let i = 0; i < 5; i++) await send(valid, ip).expect(201);
    });

    it('refuses a body over the public size limit with 413', async () => {
      await send({ ...valid, message: '가'.repeat(20_000) }).expect(413);
    });
  });

  describe('the staff inbox', () => {
    /** Requests made a day apart, the first oldest. */
    async function seed(count: number, overrides: (i: number) => Partial<ConsultationRequest> = () => ({})) {
      const base = Date.parse('2030-03-10T03:00:00Z');
      const rows = Array.from({ length: count }, (_, i) =>
        db.getRepository(ConsultationRequest).create({
          createdAt: new Date(base + i * DAY_MS),
          name: `학부모${i}`,
          phone: `010-1000-${String(1000 + i)}`,
          status: 'NEW',
          ...overrides(i),
        }),
      );
      return db.getRepository(ConsultationRequest).save(rows);
    }

    it('lists newest first with server paging { items, total }', async () => {
      await seed(25);
      const first = await agents.ADMIN.get('/api/admin/consultations?pageSize=10').expect(200);
      expect(first.body.total).toBe(25);
      expect(first.body.items.map((c: Consultation) => c.name).slice(0, 2)).toEqual(['학부모24', '학부모23']);
      const third = await agents.ADMIN.get('/api/admin/consultations?pageSize=10&page=3').expect(200);
      expect(third.body.items.map((c: Consultation) => c.name)).toEqual([
        '학부모4',
        '학부모3',
        '학부모2',
        '학부모1',
        '학부모0',
      ]);
    });

    it('filters by status, program and Seoul days, and searches name and phone (with or without hyphens)', async () => {
      await seed(6, (i) => ({
        status: i < 2 ? 'CONTACTED' : 'NEW',
        programSlug: i % 2 ? 'middle-school' : null,
        name: i === 5 ? '100%_이름' : `학부모${i}`,
      }));
      const names = async (query: string) =>
        (await agents.ADMIN.get(`/api/admin/consultations?${query}`).expect(200)).body.items.map(
          (c: Consultation) => c.name,
        );
      expect(await names('status=CONTACTED')).toEqual(['학부모1', '학부모0']);
      expect(await names('programSlug=middle-school')).toEqual(['100%_이름', '학부모3', '학부모1']);
      // 2030-03-11 03:00Z is 12:00 on 11 March in Seoul.
      expect(await names('from=2030-03-11&to=2030-03-12')).toEqual(['학부모2', '학부모1']);
      expect(await names(`q=${encodeURIComponent('학부모3')}`)).toEqual(['학부모3']);
      expect(await names('q=01010001002')).toEqual(['학부모2']);
      expect(await names('q=1000-1004')).toEqual(['학부모4']);
      // Digits inside words are no phone number: '반1000' must not find every 010-1000-… number.
      expect(await names(`q=${encodeURIComponent('반1000')}`)).toEqual([]);
      expect(await names(`q=${encodeURIComponent('%_')}`)).toEqual(['100%_이름']);
      const bad = await agents.ADMIN.get('/api/admin/consultations?status=DONE').expect(400);
      expect(bad.body.errors).toEqual([{ field: 'status', message: M.status }]);
      const order = await agents.ADMIN.get('/api/admin/consultations?from=2030-03-12&to=2030-03-11').expect(400);
      expect(order.body.errors).toEqual([{ field: 'to', message: MESSAGES.validation.dayOrder }]);
    });

    it('PATCH changes status and memo, records who handled it and when it closed, and writes an audit row', async () => {
      const [row] = await seed(1);
      const audit = db.getRepository(AuditRecord);
      const before = await audit.count();
      const contacted = await agents.ADMIN.patch(`/api/admin/consultations/${row!.id}`)
        .send({ status: 'CONTACTED', memo: '3/12 통화, 레벨 테스트 예약' })
        .expect(200);
      expect(contacted.body).toMatchObject({
        id: row!.id,
        status: 'CONTACTED',
        memo: '3/12 통화, 레벨 테스트 예약',
        handledBy: TEST_ADMIN.email,
        closedAt: null,
      });
      const enrolled = await agents.console
        .patch(`/api/admin/consultations/${row!.id}`)
        .send({ status: 'ENROLLED' })
        .expect(200);
      expect(enrolled.body).toMatchObject({ status: 'ENROLLED', handledBy: '공용 콘솔' });
      expect(enrolled.body.memo).toBe('3/12 통화, 레벨 테스트 예약');
      expect(Date.parse(enrolled.body.closedAt)).toBeGreaterThan(Date.now() - 60_000);
      const rows = (await audit.find({ order: { id: 'ASC' } })).slice(before);
      expect(rows.map((r) => [r.action, r.targetType, r.targetId, r.actorType])).toEqual([
        ['CONSULTATION_UPDATE', 'CONSULTATION', row!.id, 'ADMIN'],
        ['CONSULTATION_UPDATE', 'CONSULTATION', row!.id, 'CONSOLE'],
      ]);
      expect(rows[0]!.summary).toContain('신규 → 연락함');
      expect(rows[1]!.summary).toContain('연락함 → 등록');
      // Names and phones stay out of the audit log, which outlives the request.
      for (const r of rows) expect(r.summary).not.toMatch(/학부모|010-/);
      const badStatus = await agents.ADMIN.patch(`/api/admin/consultations/${row!.id}`)
        .send({ status: 'DONE' })
        .expect(400);
      expect(badStatus.body.errors).toEqual([{ field: 'status', message: M.status }]);
      const longMemo = await agents.ADMIN.patch(`/api/admin/consultations/${row!.id}`)
        .send({ memo: '가'.repeat(501) })
        .expect(400);
      expect(longMemo.body.errors).toEqual([{ field: 'memo', message: M.memoMax }]);
      expect(await audit.count()).toBe(before + 2);
    });

    it('DELETE removes a request with an audit row; an unknown id is 404 with a Korean message', async () => {
      const [row] = await seed(1);
      await agents.ADMIN.delete(`/api/admin/consultations/${row!.id}`).expect(200, { ok: true });
      expect(await stored()).toEqual([]);
      const last = await db.getRepository(AuditRecord).findOne({ where: {}, order: { id: 'DESC' } });
      expect(last).toMatchObject({ action: 'CONSULTATION_DELETE', targetId: row!.id });
      const missing = await agents.ADMIN.delete(`/api/admin/consultations/${row!.id}`).expect(404);
      expect(missing.body).toEqual({ ok: false, statusCode: 404, code: 'NOT_FOUND', message: M.notFound });
    });

    it('counts the new requests for the menu badge', async () => {
      await seed(4, (i) => ({ status: i === 0 ? 'CLOSED' : 'NEW' }));
      await agents.console.get('/api/admin/consultations/new-count').expect(200, { count: 3 });
    });

    it('consultations.csv: BOM, RFC 4180, Seoul time, formulas neutralised, the same filters', async () => {
      await seed(2, (i) => ({
        name: i === 0 ? '=HYPERLINK("http://evil.test")' : '홍, 길동',
        message: i === 0 ? '첫 줄\n둘째 줄' : null,
        status: i === 0 ? 'NEW' : 'CONTACTED',
      }));
      const response = await agents.ADMIN.get('/api/admin/consultations.csv').buffer(true).parse(binary).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(
        encodeURIComponent(`상담신청_${seoulDay(new Date())}.csv`),
      );
      const body = response.body as Buffer;
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = body.toString('utf8').slice(1);
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(M.csvHeader.join(','));
      expect(lines[1]).toBe('2030-03-11 12:00,연락함,"홍, 길동",010-1000-1001,,,,,,');
      expect(text).toContain(
        '2030-03-10 12:00,신규,"\'=HYPERLINK(""http://evil.test"")",010-1000-1000,,,"첫 줄\n둘째 줄",,,',
      );
      const filtered = await agents.ADMIN.get('/api/admin/consultations.csv?status=NEW').buffer(true).parse(binary);
      expect((filtered.body as Buffer).toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(2);
    });

    it('only ADMIN accounts and console sessions reach the inbox', async () => {
      const [row] = await seed(1);
      const expected: Record<Caller, number> = {
        visitor: 401,
        PENDING: 403,
        VERIFIED: 403,
        PARENT: 403,
        ADMIN: 200,
        console: 200,
      };
      for (const [caller, status] of Object.entries(expected) as Array<[Caller, number]>) {
        await agents[caller].get('/api/admin/consultations').expect(status);
        await agents[caller].get('/api/admin/consultations.csv').expect(status);
        await agents[caller].get('/api/admin/consultations/new-count').expect(status);
        await agents[caller].patch(`/api/admin/consultations/${row!.id}`).send({ memo: caller }).expect(status);
      }
      expect((await stored())[0]!.memo).toBe('console');
    });
  });

  it('the retention sweep deletes requests closed more than CONSULT_RETENTION_DAYS ago, and only those', async () => {
    const now = new Date('2031-01-01T00:00:00Z');
    const day = (n: number) => new Date(now.getTime() - n * DAY_MS);
    const repo = db.getRepository(ConsultationRequest);
    await repo.save(
      [
        { name: 'old-closed', status: 'CLOSED' as const, closedAt: day(31) },
        { name: 'old-enrolled', status: 'ENROLLED' as const, closedAt: day(40) },
        { name: 'recent-closed', status: 'CLOSED' as const, closedAt: day(29) },
        { name: 'old-open', status: 'CONTACTED' as const, closedAt: null },
        { name: 'very-old-new', status: 'NEW' as const, closedAt: null },
      ].map((row) => repo.create({ ...row, createdAt: day(400), phone: '010-0000-0000' })),
    );
    const sweeper = t.app.get(ConsultationRetentionService);
    const second = await t.sibling();
    try {
      // Two processes sweeping at once delete each row once.
      const removed = await Promise.all([sweeper.sweep(now), second.app.get(ConsultationRetentionService).sweep(now)]);
      expect(removed[0]! + removed[1]!).toBe(2);
    } finally {
      await second.close();
    }
    expect((await repo.find()).map((r) => r.name).sort()).toEqual(['old-open', 'recent-closed', 'very-old-new']);
  });
});
