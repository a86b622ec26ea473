import { MESSAGES } from '@academy/common';
import { agentFor, type Agent } from './support/accounts';
import { makeCourse } from './support/content-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The public reads are kept between requests (PAGE_CACHE_SECONDS, 30 s by default): every write
 * of public content, through any route, must still show in the very next read.
 */
describe('public reads: cached, yet never stale in this process (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let consoleAgent: Agent;
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await agentFor(t, 'ADMIN');
    consoleAgent = await agentFor(t, 'console');
  });
  afterAll(async () => {
    await t.close();
  });

  const titles = async (path: string) =>
    ((await t.http().get(path).expect(200)).body as Array<{ title?: string; caption?: string }>).map(
      (item) => item.title ?? item.caption,
    );
  const addProgram = async (title: string) =>
    (
      await admin
        .post('/api/superadmin/programs')
        .send({ slug: `cached-${++sequence}`, title, content: '내용' })
        .expect(201)
    ).body as { id: string; slug: string };

  it('answers with an ETag, 304 to a client that has that answer, gzip to a client that takes it', async () => {
    await addProgram('ETag 프로그램');
    const first = await t.http().get('/api/programs').expect(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.http().get('/api/programs').set('If-None-Match', first.headers.etag!).expect(304);
    expect(again.text ?? '').toBe('');

    const zipped = await t.http().get('/api/programs').set('Accept-Encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBeLessThan(Buffer.byteLength(JSON.stringify(first.body)));
    expect(zipped.body).toEqual(first.body);
  });

  it('shows a program created, renamed, deactivated and deleted at once', async () => {
    await titles('/api/programs');
    const { id, slug } = await addProgram('새 프로그램');
    expect(await titles('/api/programs')).toContain('새 프로그램');
    await t.http().get(`/api/programs/${slug}`).expect(200);

    await admin.put(`/api/superadmin/programs/${id}`).send({ title: '바뀐 프로그램' }).expect(200);
    expect(await titles('/api/programs')).toContain('바뀐 프로그램');
    expect((await t.http().get(`/api/programs/${slug}`).expect(200)).body.title).toBe('바뀐 프로그램');

    await admin.put(`/api/superadmin/programs/${id}`).send({ isActive: false }).expect(200);
    expect(await titles('/api/programs')).not.toContain('바뀐 프로그램');
    await t.http().get(`/api/programs/${slug}`).expect(404);

    await admin.put(`/api/superadmin/programs/${id}`).send({ isActive: true }).expect(200);
    await admin.delete(`/api/superadmin/programs/${id}`).expect(200);
    expect(await titles('/api/programs')).not.toContain('바뀐 프로그램');
  });

  it('keeps a missing program as a 404 with the Korean message, until one takes that slug', async () => {
    const slug = `later-${++sequence}`;
    const missing = await t.http().get(`/api/programs/${slug}`).expect(404);
    expect(missing.body).toEqual({
      ok: false,
      statusCode: 404,
      code: 'NOT_FOUND',
      message: MESSAGES.content.programNotFound,
    });
    await admin.post('/api/superadmin/programs').send({ slug, title: '나중 프로그램', content: '내용' }).expect(201);
    expect((await t.http().get(`/api/programs/${slug}`).expect(200)).body.title).toBe('나중 프로그램');
  });

  it('shows gallery images added, hidden and deleted at once, whichever console did it', async () => {
    await titles('/api/gallery');
    const added = (
      await admin
        .post('/api/admin/gallery')
        .send({ imageUrl: '/assets/gallery/classroom.svg', caption: '새 강의실' })
        .expect(201)
    ).body as { id: string };
    expect(await titles('/api/gallery')).toContain('새 강의실');
    await consoleAgent.post(`/api/superadmin/gallery/${added.id}/toggle`).expect(200);
    expect(await titles('/api/gallery')).not.toContain('새 강의실');
    await consoleAgent.post(`/api/superadmin/gallery/${added.id}/toggle`).expect(200);
    expect(await titles('/api/gallery')).toContain('새 강의실');
    await admin.delete(`/api/admin/gallery/${added.id}`).expect(200);
    expect(await titles('/api/gallery')).not.toContain('새 강의실');
  });

  it('shows a notice published, and its removal, at once', async () => {
    await titles('/api/notices');
    const notice = (
      await admin
        .post('/api/admin/notices')
        .send({ title: '휴원 안내', body: '월요일 휴원', visibility: 'public' })
        .expect(201)
    ).body as { id: string };
    expect(await titles('/api/notices')).toContain('휴원 안내');
    await admin.delete(`/api/admin/notices/${notice.id}`).expect(200);
    expect(await titles('/api/notices')).not.toContain('휴원 안내');
  });

  it('counts a course’s new video at once, and drops a deleted course (a bulk delete) at once', async () => {
    const course = await makeCourse(t, { title: '캐시 강의' });
    const count = async () =>
      ((await t.http().get('/api/courses').expect(200)).body as Array<{ id: string; videoCount: number }>).find(
        (c) => c.id === course.id,
      )?.videoCount;
    expect(await count()).toBe(0);
    await admin
      .post('/api/admin/videos')
      .send({
        courseId: course.id,
        title: '1강',
        externalUrl: 'http://nas.test.local/cache-1.mp4',
        durationSec: 60,
        isPublished: true,
        accessStart: '',
        accessEnd: '',
      })
      .expect(201);
    expect(await count()).toBe(1);
    await admin.delete(`/api/admin/courses/${course.id}`).expect(200);
    expect(await count()).toBeUndefined();
  });

  it('gives a signed-in member the same answer as a visitor, and sets no cookie on a visitor', async () => {
    await addProgram('모두에게 같은 답');
    const visitor = await t.http().get('/api/programs').expect(200);
    expect(visitor.headers['set-cookie']).toBeUndefined();
    const member = await (await agentFor(t, 'VERIFIED')).get('/api/programs').expect(200);
    expect(member.body).toEqual(visitor.body);
  });
});
