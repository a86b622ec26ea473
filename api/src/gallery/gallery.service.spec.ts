import { openSqliteDatabase, type SqliteDatabase } from '../../test/support/sqlite-database';
import { GalleryItem } from './gallery-item.entity';
import { GalleryService } from './gallery.service';
import { auditOn, TEST_ACTOR } from '../../test/support/admin-actor';

describe('GalleryService on a real database', () => {
  let db: SqliteDatabase;
  let service: GalleryService;

  beforeAll(async () => {
    db = await openSqliteDatabase();
    service = new GalleryService(db.repository(GalleryItem), auditOn(db.dataSource));
  });
  afterAll(() => db.close());
  beforeEach(() => db.clear());

  it('lists visitors only the visible images, by position then upload time', async () => {
    const later = await service.create({ url: '/later.png', order: 1 }, TEST_ACTOR);
    const first = await service.create({ url: '/first.png', order: 0 }, TEST_ACTOR);
    const hidden = await service.create({ url: '/hidden.png', order: 0, visible: false }, TEST_ACTOR);
    await db.repository(GalleryItem).update({ id: hidden.id }, { createdAt: new Date(first.createdAt.getTime() - 1) });
    const second = await service.create({ url: '/second.png', order: 0 }, TEST_ACTOR);
    // Two uploads of one millisecond would be ordered by id.
    await db.repository(GalleryItem).update({ id: second.id }, { createdAt: new Date(first.createdAt.getTime() + 1) });
    await expect(service.list({ visibleOnly: true }).then((items) => items.map((item) => item.id))).resolves.toEqual([
      first.id,
      second.id,
      later.id,
    ]);
    await expect(service.list({ visibleOnly: false }).then((items) => items.map((item) => item.id))).resolves.toEqual([
      hidden.id,
      first.id,
      second.id,
      later.id,
    ]);
  });

  it('adds the first image at position 0 and each next one after the last, visible unless asked otherwise', async () => {
    await expect(service.create({ url: '/a.png' }, TEST_ACTOR)).resolves.toMatchObject({
      order: 0,
      visible: true,
      caption: null,
      title: null,
    });
    await service.create({ url: '/b.png', order: 6 }, TEST_ACTOR);
    await expect(service.create({ url: '/c.png', visible: false }, TEST_ACTOR)).resolves.toMatchObject({
      order: 7,
      visible: false,
    });
  });

  it('toggle flips the stored visibility', async () => {
    const item = await service.create({ url: '/a.png' }, TEST_ACTOR);
    await service.toggle(item.id, TEST_ACTOR);
    await expect(db.repository(GalleryItem).findOneByOrFail({ id: item.id })).resolves.toMatchObject({
      visible: false,
    });
    await service.toggle(item.id, TEST_ACTOR);
    await expect(db.repository(GalleryItem).findOneByOrFail({ id: item.id })).resolves.toMatchObject({ visible: true });
  });

  it('update changes the fields sent and keeps the others', async () => {
    const item = await service.create({ url: '/old.png', caption: '원래', order: 3 }, TEST_ACTOR);
    await service.update(item.id, { url: '/new.png' }, TEST_ACTOR);
    await expect(db.repository(GalleryItem).findOneByOrFail({ id: item.id })).resolves.toMatchObject({
      url: '/new.png',
      caption: '원래',
      order: 3,
    });
    await service.update(item.id, { caption: null }, TEST_ACTOR);
    await expect(db.repository(GalleryItem).findOneByOrFail({ id: item.id })).resolves.toMatchObject({ caption: null });
  });

  it('removes an image', async () => {
    const item = await service.create({ url: '/a.png' }, TEST_ACTOR);
    await service.remove(item.id, TEST_ACTOR);
    await expect(db.repository(GalleryItem).count()).resolves.toBe(0);
  });

  it('answers 404 with the Korean message for an unknown image', async () => {
    await expect(service.toggle('missing', TEST_ACTOR)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: '이미지를 찾을 수 없습니다.',
    });
    await expect(service.remove('missing', TEST_ACTOR)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
