import { openSqliteDatabase, type SqliteDatabase } from '../../test/support/sqlite-database';
import { makeCourse, makeVideo } from '../../test/support/content-fixtures';
import { Video } from '../videos/video.entity';
import { Course } from './course.entity';
import { CoursesService } from './courses.service';
import type { CourseInputDto } from './dto/course-input.dto';
import { auditOn, TEST_ACTOR } from '../../test/support/admin-actor';

const input = (fields: Partial<CourseInputDto> = {}): CourseInputDto => ({ title: '문법', slug: 'grammar', ...fields });

describe('CoursesService on a real database', () => {
  let db: SqliteDatabase;
  let service: CoursesService;

  beforeAll(async () => {
    db = await openSqliteDatabase();
    service = new CoursesService(db.repository(Course), db.repository(Video), auditOn(db.dataSource));
  });
  afterAll(() => db.close());
  beforeEach(() => db.clear());
  afterEach(() => jest.restoreAllMocks());

  describe('the lists', () => {
    it('lists courses by their order, each with the count and total time of its published videos', async () => {
      const second = await makeCourse(db.dataSource, { order: 2 });
      const first = await makeCourse(db.dataSource, { order: 1 });
      const empty = await makeCourse(db.dataSource, { order: 3 });
      await makeVideo(db.dataSource, first.id, 'open', { durationSec: 600 });
      await makeVideo(db.dataSource, first.id, 'upcoming', { durationSec: 300 });
      await makeVideo(db.dataSource, first.id, 'unpublished', { durationSec: 1000 });
      await makeVideo(db.dataSource, second.id, 'open', { durationSec: null });
      const list = await service.listPublic();
      expect(list.map(({ id, videoCount, totalDurationSec }) => ({ id, videoCount, totalDurationSec }))).toEqual([
        { id: first.id, videoCount: 2, totalDurationSec: 900 },
        { id: second.id, videoCount: 1, totalDurationSec: 0 },
        { id: empty.id, videoCount: 0, totalDurationSec: 0 },
      ]);
    });

    it('counts every video, published or not, for the admin list', async () => {
      const course = await makeCourse(db.dataSource);
      await makeVideo(db.dataSource, course.id, 'open', { durationSec: 60 });
      await makeVideo(db.dataSource, course.id, 'unpublished', { durationSec: 60 });
      await expect(service.listForAdmin()).resolves.toEqual([
        expect.objectContaining({ id: course.id, videoCount: 2, totalDurationSec: 120 }),
      ]);
    });
  });

  describe('detail', () => {
    it('shows a member the published videos only, with the URL only of those open now', async () => {
      const course = await makeCourse(db.dataSource);
      const open = await makeVideo(db.dataSource, course.id, 'open', { title: '1강', durationSec: 60 });
      const later = await makeVideo(db.dataSource, course.id, 'upcoming', { title: '2강', durationSec: null });
      await makeVideo(db.dataSource, course.id, 'unpublished');
      const detail = await service.detail(course.id, 'VERIFIED');
      expect(detail.videos.map(({ id, status, externalUrl }) => ({ id, status, externalUrl }))).toEqual([
        { id: open.id, status: 'open', externalUrl: open.externalUrl },
        { id: later.id, status: 'upcoming', externalUrl: null },
      ]);
      expect(detail).toMatchObject({ id: course.id, videoCount: 2, totalDurationSec: 60 });
    });

    it('shows an admin every video', async () => {
      const course = await makeCourse(db.dataSource);
      await makeVideo(db.dataSource, course.id, 'open');
      await makeVideo(db.dataSource, course.id, 'unpublished');
      await expect(service.detail(course.id, 'ADMIN').then((detail) => detail.videos.length)).resolves.toBe(2);
    });

    it('answers 404 with the Korean message for an unknown course', async () => {
      await expect(service.detail('nope', 'VERIFIED')).rejects.toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
        message: '강의를 찾을 수 없습니다',
      });
    });
  });

  describe('create and update', () => {
    it('puts a new course last when no order is given, with empty optional fields', async () => {
      await makeCourse(db.dataSource);
      await makeCourse(db.dataSource);
      await expect(service.create(input({ order: null }), TEST_ACTOR)).resolves.toMatchObject({
        order: 2,
        tags: [],
        description: null,
        thumbnail: null,
        videoCount: 0,
      });
      await expect(db.repository(Course).countBy({ slug: 'grammar' })).resolves.toBe(1);
    });

    it('refuses a slug another course has with 409 SLUG_TAKEN, storing nothing', async () => {
      await makeCourse(db.dataSource, { slug: 'grammar' });
      await expect(service.create(input(), TEST_ACTOR)).rejects.toMatchObject({ status: 409, code: 'SLUG_TAKEN' });
      await expect(db.repository(Course).count()).resolves.toBe(1);
    });

    it('answers the same 409 when the unique index refuses a slug taken a moment after the check', async () => {
      await makeCourse(db.dataSource, { slug: 'grammar' });
      // The other admin's row is not there yet when this request looks.
      jest.spyOn(db.repository(Course), 'findOne').mockResolvedValueOnce(null);
      await expect(service.create(input(), TEST_ACTOR)).rejects.toMatchObject({ status: 409, code: 'SLUG_TAKEN' });
    });

    it('lets a course keep its own slug and its order when none is sent, and reports its totals', async () => {
      const course = await makeCourse(db.dataSource, { slug: 'toeic', order: 9 });
      await makeVideo(db.dataSource, course.id, 'open', { durationSec: 30 });
      await expect(
        service.update(course.id, input({ slug: 'toeic', title: '새 제목' }), TEST_ACTOR),
      ).resolves.toMatchObject({ title: '새 제목', slug: 'toeic', order: 9, videoCount: 1 });
      await expect(db.repository(Course).findOneByOrFail({ id: course.id })).resolves.toMatchObject({
        title: '새 제목',
        order: 9,
      });
    });

    it('moves a course to the order sent', async () => {
      const course = await makeCourse(db.dataSource, { slug: 'toeic', order: 9 });
      await expect(service.update(course.id, input({ slug: 'toeic', order: 0 }), TEST_ACTOR)).resolves.toMatchObject({
        order: 0,
      });
    });

    it('refuses another course’s slug on update', async () => {
      await makeCourse(db.dataSource, { slug: 'grammar' });
      const course = await makeCourse(db.dataSource, { slug: 'toeic' });
      await expect(service.update(course.id, input({ slug: 'grammar' }), TEST_ACTOR)).rejects.toMatchObject({
        status: 409,
        code: 'SLUG_TAKEN',
      });
    });
  });

  describe('remove', () => {
    it('deletes the course with its videos', async () => {
      const course = await makeCourse(db.dataSource);
      await makeVideo(db.dataSource, course.id);
      await service.remove(course.id, TEST_ACTOR);
      await expect(db.repository(Video).countBy({ courseId: course.id })).resolves.toBe(0);
      await expect(service.exists(course.id)).resolves.toBe(false);
    });

    it('answers 404 for a course that is not there', async () => {
      await expect(service.remove('nope', TEST_ACTOR)).rejects.toMatchObject({ status: 404 });
    });
  });
});
