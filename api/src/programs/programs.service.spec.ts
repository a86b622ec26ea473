import { openSqliteDatabase, type SqliteDatabase } from '../../test/support/sqlite-database';
import { Program } from './program.entity';
import { ProgramsService } from './programs.service';
import { auditOn, TEST_ACTOR } from '../../test/support/admin-actor';
import { Repository } from 'typeorm';

const input = { slug: 'middle-school', title: '중등', content: '<p onclick="x()">내용</p><script>alert(1)</script>' };

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

  it('stores sanitized HTML and the defaults of a new program', async () => {
    const created = await service.create({ ...input, curriculum: '<a href="javascript:alert(1)">x</a>' }, TEST_ACTOR);
    await expect(db.repository(Program).findOneByOrFail({ id: created.id })).resolves.toMatchObject({
      content: '<p>내용</p>',
      curriculum: '<a rel="noopener noreferrer">x</a>',
      features: [],
      isActive: true,
      order: 0,
    });
  });

  it('refuses content that sanitizing leaves empty', async () => {
    await expect(service.create({ ...input, content: '<script>alert(1)</script>' }, TEST_ACTOR)).rejects.toMatchObject({
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

  it('updates the fields sent, sanitizing again, and keeps its own slug', async () => {
    const created = await service.create(input, TEST_ACTOR);
    await service.update(
      created.id,
      { slug: 'middle-school', curriculum: '<p>과정</p><img src=x onerror=alert(1)>' },
      TEST_ACTOR,
    );
    await expect(db.repository(Program).findOneByOrFail({ id: created.id })).resolves.toMatchObject({
      title: '중등',
      curriculum: '<p>과정</p>',
    });
  });
});
