import { openSqliteDatabase, type SqliteDatabase } from '../../test/support/sqlite-database';
import { Program } from './program.entity';
import { ProgramsService } from './programs.service';
import { auditOn, TEST_ACTOR } from '../../test/support/admin-actor';
import { Repository } from 'typeorm';

const input = { slug: 'middle-school', title: '중등', content: '**내용**' };

describe('ProgramsService on a real database', () => {
  let db: SqliteDatabase;
  let service: ProgramsService;

  beforeAll(async () => {
    db = await openSqliteDatabase();
    service = new ProgramsService(db.repository(Program), auditOn(db.dataSource));
  });
  afterAll(() => db.close());
  beforeEach(() => db.clear());
  afterEach(() => jest.restoreAllMocks());

  it('stores the Markdown as written and the defaults of a new program', async () => {
    const created = await service.create({ ...input, curriculum: '[x](javascript:alert(1))' }, TEST_ACTOR);
    await expect(db.repository(Program).findOneByOrFail({ id: created.id })).resolves.toMatchObject({
      content: '**내용**',
      curriculum: '[x](javascript:alert(1))',
      features: [],
      isActive: true,
      order: 0,
      tuition: null,
      schedule: [],
      startDate: null,
      capacity: null,
      seatsLeft: null,
    });
  });

  it('keeps a materials fee only when there is one', async () => {
    const created = await service.create({ ...input, tuition: { monthly: 250000, materials: null } }, TEST_ACTOR);
    await expect(db.repository(Program).findOneByOrFail({ id: created.id })).resolves.toMatchObject({
      tuition: { monthly: 250000 },
    });
  });

  it('refuses content that renders to no text', async () => {
    await expect(service.create({ ...input, content: '***' }, TEST_ACTOR)).rejects.toMatchObject({
      errors: [{ field: 'content', message: '내용을 입력해주세요' }],
    });
  });

  it('refuses a slug another program uses with 409 DUPLICATE_SLUG, storing nothing', async () => {
    await service.create(input, TEST_ACTOR);
    await expect(service.create({ ...input, title: '다른 중등' }, TEST_ACTOR)).rejects.toMatchObject({
      code: 'DUPLICATE_SLUG',
      message: '이미 사용 중인 슬러그입니다.',
    });
    await expect(db.repository(Program).count()).resolves.toBe(1);
  });

  it('answers the same 409 when the unique index refuses a slug taken a moment after the check', async () => {
    await service.create(input, TEST_ACTOR);
    // The other request's row is not there yet when this one looks.
    jest.spyOn(db.repository(Program), 'existsBy').mockResolvedValueOnce(false);
    await expect(service.create(input, TEST_ACTOR)).rejects.toMatchObject({ code: 'DUPLICATE_SLUG' });
  });

  it('lets other database errors through (they are 500s, logged)', async () => {
    // The save runs inside the audit transaction, on that transaction's repository.
    jest.spyOn(Repository.prototype, 'save').mockRejectedValueOnce(new Error('connection lost'));
    await expect(service.create(input, TEST_ACTOR)).rejects.toThrow('connection lost');
  });

  it('treats an inactive program like a missing one on the public detail', async () => {
    await service.create({ ...input, slug: 'paused', isActive: false }, TEST_ACTOR);
    await expect(service.findActiveBySlug('paused')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: '프로그램을 찾을 수 없거나 현재 제공되지 않습니다.',
    });
    await service.create(input, TEST_ACTOR);
    await expect(service.findActiveBySlug('middle-school')).resolves.toMatchObject({ title: '중등' });
  });

  it('updates the fields sent and keeps its own slug', async () => {
    const created = await service.create(input, TEST_ACTOR);
    await service.update(created.id, { slug: 'middle-school', curriculum: '1. 과정', capacity: 10 }, TEST_ACTOR);
    await expect(db.repository(Program).findOneByOrFail({ id: created.id })).resolves.toMatchObject({
      title: '중등',
      curriculum: '1. 과정',
      capacity: 10,
    });
  });

  it('refuses seats left above the capacity the row keeps', async () => {
    const created = await service.create({ ...input, capacity: 5, seatsLeft: 5 }, TEST_ACTOR);
    await expect(service.update(created.id, { seatsLeft: 6 }, TEST_ACTOR)).rejects.toMatchObject({
      errors: [{ field: 'seatsLeft', message: '남은 자리는 정원보다 많을 수 없습니다' }],
    });
  });
});
