import { openSqliteDatabase, type SqliteDatabase } from '../../test/support/sqlite-database';
import { Notice } from './notice.entity';
import { NoticesService } from './notices.service';
import { auditOn, TEST_ACTOR } from '../../test/support/admin-actor';

const NOW = new Date('2030-06-01T12:00:00Z');

describe('NoticesService on a real database', () => {
  let db: SqliteDatabase;
  let service: NoticesService;

  beforeAll(async () => {
    db = await openSqliteDatabase();
    service = new NoticesService(db.repository(Notice), auditOn(db.dataSource));
  });
  afterAll(() => db.close());
  beforeEach(() => db.clear());

  const post = (title: string, startsAt: string | null, endsAt: string | null) =>
    service.create({ title, body: '내용', startsAt, endsAt }, TEST_ACTOR);

  it('publishes a notice from its start to its end, both moments included', async () => {
    await post('starts now', '2030-06-01T12:00:00Z', null);
    await post('ends now', null, '2030-06-01T12:00:00Z');
    await post('starts later', '2030-06-01T12:00:01Z', null);
    await post('ended', null, '2030-06-01T11:59:59Z');
    await post('no window', null, null);
    const titles = (await service.listPublished('members', NOW)).map((notice) => notice.title);
    expect(titles.sort()).toEqual(['ends now', 'no window', 'starts now']);
    await expect(service.listAll().then((list) => list.length)).resolves.toBe(5);
  });

  it('lists the newest first', async () => {
    const older = await post('older', null, null);
    const newer = await post('newer', null, null);
    await db.repository(Notice).update({ id: older.id }, { createdAt: new Date('2030-01-01T00:00:00.000Z') });
    await db.repository(Notice).update({ id: newer.id }, { createdAt: new Date('2030-01-01T00:00:00.001Z') });
    await expect(service.listAll().then((list) => list.map((notice) => notice.title))).resolves.toEqual([
      'newer',
      'older',
    ]);
  });

  it('stores a new notice with its window read by the common date rule, empty times as none', async () => {
    const created = await service.create(
      { title: '제목', body: '내용', startsAt: '2030-03-01', endsAt: undefined },
      TEST_ACTOR,
    );
    await expect(db.repository(Notice).findOneByOrFail({ id: created.id })).resolves.toMatchObject({
      startsAt: new Date('2030-03-01T00:00:00Z'),
      endsAt: null,
    });
  });

  it('refuses a window whose end is not after its start', async () => {
    await expect(post('거꾸로', '2030-07-01T00:00:00Z', '2030-07-01T00:00:00Z')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'endsAt', message: '종료 시각은 시작 시각 이후여야 합니다' }],
    });
  });

  it('refuses an update whose end would fall before the stored start, keeping the stored notice', async () => {
    const stored = await post('stored', '2030-07-01T00:00:00Z', null);
    await expect(service.update(stored.id, { endsAt: '2030-06-15T00:00:00Z' }, TEST_ACTOR)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'endsAt', message: '종료 시각은 시작 시각 이후여야 합니다' }],
    });
    await expect(db.repository(Notice).findOneByOrFail({ id: stored.id })).resolves.toMatchObject({ endsAt: null });
  });

  it('updates the fields sent and clears a time sent as null', async () => {
    const stored = await post('원래', '2030-07-01T00:00:00Z', null);
    await service.update(stored.id, { title: '바뀐 제목', startsAt: null }, TEST_ACTOR);
    await expect(db.repository(Notice).findOneByOrFail({ id: stored.id })).resolves.toMatchObject({
      title: '바뀐 제목',
      body: '내용',
      startsAt: null,
    });
  });

  it('answers 404 with the Korean message for an unknown notice', async () => {
    await expect(service.remove('missing', TEST_ACTOR)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: '공지사항을 찾을 수 없습니다.',
    });
  });
});
