import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { makeCourse, makeVideo } from '../../test/support/content-fixtures';
import { openSqliteDatabase, type SqliteDatabase } from '../../test/support/sqlite-database';
import { Course } from '../courses/course.entity';
import { CoursesService } from '../courses/courses.service';
import { UNCATEGORIZED_SLUG, UncategorizedCourseService } from '../courses/uncategorized-course.service';
import type { UpstreamPolicy } from '../proxy/upstream/upstream-policy';
import { AdminVideosService } from './admin-videos.service';
import type { CreateVideoDto } from './dto/create-video.dto';
import { Video } from './video.entity';
import { auditOn, TEST_ACTOR } from '../../test/support/admin-actor';

/**
 * The upstream policy resolves names and knows this server's addresses (it has its own spec);
 * here it refuses what a test tells it to and records what it was asked.
 */
class FakeUpstreamPolicy {
  asked: string[] = [];
  refuse: (url: string) => string | null = () => null;

  async registrationProblem(url: string): Promise<string | null> {
    this.asked.push(url);
    return this.refuse(url);
  }
}

describe('AdminVideosService on a real database', () => {
  let db: SqliteDatabase;
  let upstreams: FakeUpstreamPolicy;
  let service: AdminVideosService;
  let course: Course;
  const row = (id: string) => db.repository(Video).findOneByOrFail({ id });
  const create = (body: Partial<CreateVideoDto>) => service.create(body as CreateVideoDto, TEST_ACTOR);

  beforeAll(async () => {
    db = await openSqliteDatabase();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.clear();
    upstreams = new FakeUpstreamPolicy();
    const courses = new CoursesService(db.repository(Course), db.repository(Video), auditOn(db.dataSource));
    service = new AdminVideosService(
      db.repository(Video),
      courses,
      new UncategorizedCourseService(db.repository(Course)),
      upstreams as unknown as UpstreamPolicy,
      auditOn(db.dataSource),
    );
    course = await makeCourse(db.dataSource, { title: '강의' });
  });

  /** A stored NAS video with a window, as an earlier form left it. */
  const stored = (fields: Partial<Video> = {}) =>
    makeVideo(db.dataSource, course.id, 'open', {
      title: '원래 제목',
      description: '설명',
      externalUrl: 'http://nas/a.mp4',
      durationSec: 60,
      accessStart: new Date('2030-01-01T00:00:00Z'),
      accessEnd: new Date('2030-02-01T00:00:00Z'),
      ...fields,
    });

  it('files a dashboard video under the uncategorized course, published, with the type it was sent', async () => {
    const answer = await create({ title: '대시보드', type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' });
    const uncategorized = await db.repository(Course).findOneByOrFail({ slug: UNCATEGORIZED_SLUG });
    await expect(row(answer.id)).resolves.toMatchObject({
      courseId: uncategorized.id,
      type: 'youtube',
      isPublished: true,
      accessStart: null,
      externalUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(answer).toMatchObject({
      courseTitle: MESSAGES.content.uncategorizedCourseTitle,
      courseName: MESSAGES.content.uncategorizedCourseTitle,
    });
  });

  it('takes the type from the URL when the form has none', async () => {
    const answer = await create({
      courseId: course.id,
      title: 't',
      externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    await expect(row(answer.id)).resolves.toMatchObject({ type: 'youtube', courseId: course.id });
  });

  it('refuses a course that does not exist as a courseId field error, storing nothing', async () => {
    await expect(create({ courseId: 'gone', title: 't', externalUrl: 'http://nas/a.mp4' })).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'courseId', message: MESSAGES.content.courseNotFound }],
    });
    await expect(db.repository(Video).count()).resolves.toBe(0);
  });

  it('refuses a window whose end is not after its start', async () => {
    const body = {
      courseId: course.id,
      title: 't',
      externalUrl: 'http://nas/a.mp4',
      accessStart: '2030-01-02T00:00:00Z',
      accessEnd: '2030-01-01T00:00:00Z',
    };
    await expect(create(body)).rejects.toMatchObject({
      errors: [{ field: 'accessEnd', message: MESSAGES.validation.dateOrder }],
    });
  });

  it('changes only the title when only the title is sent', async () => {
    const video = await stored();
    await service.update(video.id, { title: '새 제목' }, TEST_ACTOR);
    const { updatedAt: _before, ...rest } = video;
    await expect(row(video.id)).resolves.toMatchObject({ ...rest, title: '새 제목' });
  });

  it('takes the type of a new URL from it and clears the fields sent as null', async () => {
    const video = await stored();
    await service.update(
      video.id,
      { externalUrl: 'https://youtu.be/dQw4w9WgXcQ', accessStart: null, durationSec: null },
      TEST_ACTOR,
    );
    await expect(row(video.id)).resolves.toMatchObject({
      type: 'youtube',
      accessStart: null,
      durationSec: null,
      accessEnd: video.accessEnd,
    });
  });

  it('checks a new start against the stored end, keeping the stored video', async () => {
    const video = await stored();
    await expect(service.update(video.id, { accessStart: '2030-03-01T00:00:00Z' }, TEST_ACTOR)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(row(video.id)).resolves.toMatchObject({ accessStart: video.accessStart });
  });

  it('answers 404 for an unknown video', async () => {
    await expect(service.update('nope', { title: 't' }, TEST_ACTOR)).rejects.toMatchObject({
      status: 404,
      message: MESSAGES.content.videoNotFound,
    });
    await expect(service.remove('nope', TEST_ACTOR)).rejects.toMatchObject({ status: 404 });
  });

  it('adds simple-console videos to the uncategorized course, published and without a window', async () => {
    const answer = await service.createSimple(
      { title: '간편', videoUrl: 'http://nas/s.mp4', description: null },
      TEST_ACTOR,
    );
    expect(answer).toMatchObject({
      title: '간편',
      videoUrl: 'http://nas/s.mp4',
      url: 'http://nas/s.mp4',
      courseName: MESSAGES.content.uncategorizedCourseTitle,
      type: 'nas',
    });
    await expect(row(answer.id)).resolves.toMatchObject({
      isPublished: true,
      accessStart: null,
      accessEnd: null,
      durationSec: null,
    });
  });

  describe('video URLs the proxy may not fetch', () => {
    it.each([
      ['the admin form', { title: 't', externalUrl: 'http://127.0.0.1:3000/api/health.mp4' }, 'externalUrl'],
      ['the dashboard form', { title: 't', type: 'nas', url: 'http://127.0.0.1:3000/api/health.mp4' }, 'url'],
    ] as const)('are refused on %s with the reason on its URL field, storing nothing', async (_form, body, field) => {
      upstreams.refuse = () => ADMIN_MESSAGES.videoUrl.internalAddress;
      await expect(create({ courseId: course.id, ...body })).rejects.toMatchObject({
        status: 400,
        errors: [{ field, message: ADMIN_MESSAGES.videoUrl.internalAddress }],
      });
      await expect(db.repository(Video).count()).resolves.toBe(0);
    });

    it('are refused on the simple console on its videoUrl field', async () => {
      upstreams.refuse = () => ADMIN_MESSAGES.videoUrl.upstreamNotAllowed;
      await expect(
        service.createSimple({ title: 't', videoUrl: 'http://10.0.0.9/a.mp4' }, TEST_ACTOR),
      ).rejects.toMatchObject({
        errors: [{ field: 'videoUrl', message: ADMIN_MESSAGES.videoUrl.upstreamNotAllowed }],
      });
    });

    it('are checked when an update turns a video into a NAS video, but not for YouTube links or a title', async () => {
      const video = await stored({ type: 'youtube', externalUrl: 'http://127.0.0.1/a.mp4' });
      upstreams.refuse = (url) => (url.includes('127.0.0.1') ? ADMIN_MESSAGES.videoUrl.internalAddress : null);
      await expect(service.update(video.id, { type: 'nas' }, TEST_ACTOR)).rejects.toMatchObject({
        errors: [{ field: 'externalUrl' }],
      });
      await service.update(video.id, { title: '제목만' }, TEST_ACTOR);
      await service.update(video.id, { url: 'https://youtu.be/dQw4w9WgXcQ', type: 'youtube' }, TEST_ACTOR);
      expect(upstreams.asked).toEqual(['http://127.0.0.1/a.mp4']);
    });

    it('are checked without the NAS login', async () => {
      await create({ courseId: course.id, title: 't', externalUrl: 'http://user:pw@nas.local/a.mp4' });
      expect(upstreams.asked).toEqual(['http://nas.local/a.mp4']);
    });
  });

  describe('a NAS login in the URL', () => {
    it('is stored apart from the URL and shown to admins with the password masked', async () => {
      const answer = await create({
        courseId: course.id,
        title: 't',
        externalUrl: 'http://user:s3cret@nas.local:5000/a.mp4',
      });
      await expect(row(answer.id)).resolves.toMatchObject({
        externalUrl: 'http://nas.local:5000/a.mp4',
        upstreamUserinfo: 'user:s3cret',
      });
      expect(answer).toMatchObject({
        externalUrl: 'http://user:***@nas.local:5000/a.mp4',
        url: 'http://user:***@nas.local:5000/a.mp4',
      });
      expect(JSON.stringify(answer)).not.toContain('s3cret');
      await expect(service.list().then((list) => JSON.stringify(list))).resolves.not.toContain('s3cret');
    });

    it('keeps the stored password when the masked URL comes back for the same user and origin', async () => {
      const video = await stored({ externalUrl: 'http://nas.local:5000/a.mp4', upstreamUserinfo: 'user:s3cret' });
      await service.update(video.id, { externalUrl: 'http://user:***@nas.local:5000/b.mp4' }, TEST_ACTOR);
      await expect(row(video.id)).resolves.toMatchObject({
        externalUrl: 'http://nas.local:5000/b.mp4',
        upstreamUserinfo: 'user:s3cret',
      });
    });

    it.each([
      ['another host', 'http://user:***@evil.example/a.mp4'],
      ['another port', 'http://user:***@nas.local:6000/a.mp4'],
      ['another user', 'http://admin:***@nas.local:5000/a.mp4'],
    ])('is not carried to %s: the masked password must be typed again', async (_case, externalUrl) => {
      const video = await stored({ externalUrl: 'http://nas.local:5000/a.mp4', upstreamUserinfo: 'user:s3cret' });
      await expect(service.update(video.id, { externalUrl }, TEST_ACTOR)).rejects.toMatchObject({
        errors: [{ field: 'externalUrl', message: ADMIN_MESSAGES.videoUrl.maskedPassword }],
      });
      await expect(row(video.id)).resolves.toMatchObject({
        externalUrl: 'http://nas.local:5000/a.mp4',
        upstreamUserinfo: 'user:s3cret',
      });
    });

    it('is dropped when the URL comes back without one, and replaced by a new password', async () => {
      const video = await stored({ externalUrl: 'http://nas.local/a.mp4', upstreamUserinfo: 'user:s3cret' });
      await service.update(video.id, { externalUrl: 'http://nas.local/a.mp4' }, TEST_ACTOR);
      await expect(row(video.id)).resolves.toMatchObject({ upstreamUserinfo: null });
      await service.update(video.id, { externalUrl: 'http://user:new@nas.local/a.mp4' }, TEST_ACTOR);
      await expect(row(video.id)).resolves.toMatchObject({ upstreamUserinfo: 'user:new' });
    });
  });
});
