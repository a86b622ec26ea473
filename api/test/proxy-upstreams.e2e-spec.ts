import * as http from 'http';
import type { AddressInfo } from 'net';
import { networkInterfaces } from 'os';
import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { consoleAgent, signedInAdmin, signedInMember, type Agent } from './support/accounts';
import { findVideo, makeCourse, makeVideo } from './support/content-fixtures';
import { startFakeNas, type FakeNas } from './support/fake-nas';
import { createTestApp, type TestApp } from './support/test-app';

const proxied = (target: string) => `/proxy/video?u=${encodeURIComponent(target)}`;
const forbidden = { ok: false, statusCode: 403, code: 'PROXY_FORBIDDEN', message: MESSAGES.proxy.forbidden };
const fieldError = (field: string, message: string) => ({ code: 'VALIDATION_FAILED', errors: [{ field, message }] });

/** An address of this machine that is not loopback: how another host on the LAN reaches this server. */
function lanAddressOfThisMachine(): string {
  const entry = Object.values(networkInterfaces())
    .flat()
    .find((candidate) => candidate && !candidate.internal && candidate.family === 'IPv4');
  if (!entry) throw new Error('this test needs a network interface besides loopback');
  return entry.address;
}

describe('which upstreams the video proxy may fetch (e2e)', () => {
  let nas: FakeNas;
  beforeAll(async () => {
    nas = await startFakeNas();
  });
  afterAll(async () => {
    await nas.close();
  });

  describe('without VIDEO_UPSTREAM_HOSTS: internal addresses are refused', () => {
    let t: TestApp;
    let admin: Agent;
    let console_: Agent;
    let member: Agent;
    let courseId: string;
    beforeAll(async () => {
      t = await createTestApp();
      [admin, console_, member] = await Promise.all([
        signedInAdmin(t),
        consoleAgent(t),
        signedInMember(t, 'VERIFIED').then((m) => m.agent),
      ]);
      courseId = (await makeCourse(t)).id;
    });
    afterAll(async () => {
      await t.close();
    });

    const internal = [
      ['loopback', () => `${nas.origin}/videos/lesson.mp4`],
      ['this API on loopback', () => 'http://127.0.0.1:3000/api/health.mp4'],
      ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${nas.port}/videos/lesson.mp4`],
      ['IPv6 loopback', () => `http://[::1]:${nas.port}/videos/lesson.mp4`],
      ['the metadata address', () => 'http://169.254.169.254/latest/meta-data.mp4'],
      ['a link-local address', () => 'http://[fe80::1]/a.mp4'],
      ['the unspecified address', () => `http://0.0.0.0:${nas.port}/videos/lesson.mp4`],
      ['a name that resolves to loopback', () => `http://localhost:${nas.port}/videos/lesson.mp4`],
    ] as const;

    it.each(internal)('the admin form refuses %s with the reason on externalUrl', async (_case, target) => {
      const response = await admin
        .post('/api/admin/videos')
        .send({ courseId, title: '내부', externalUrl: target() })
        .expect(400);
      expect(response.body).toMatchObject(fieldError('externalUrl', ADMIN_MESSAGES.videoUrl.internalAddress));
    });

    it('every other route that registers a URL refuses it too, on its own field', async () => {
      const target = `http://[::ffff:7f00:1]:${nas.port}/videos/lesson.mp4`;
      await expect(
        console_
          .post('/api/admin/videos')
          .send({ courseId, title: '콘솔', externalUrl: target })
          .then((r) => [r.status, r.body]),
      ).resolves.toEqual([
        400,
        expect.objectContaining(fieldError('externalUrl', ADMIN_MESSAGES.videoUrl.internalAddress)),
      ]);
      const dashboard = await admin
        .post('/api/admin/videos')
        .send({ title: '대시보드', type: 'nas', url: target })
        .expect(400);
      expect(dashboard.body).toMatchObject(fieldError('url', ADMIN_MESSAGES.videoUrl.internalAddress));
      const simple = await console_.post('/api/simple/videos').send({ title: '간편', videoUrl: target }).expect(400);
      expect(simple.body).toMatchObject(fieldError('videoUrl', ADMIN_MESSAGES.videoUrl.internalAddress));

      const video = await makeVideo(t, courseId, 'open', { externalUrl: 'http://192.168.0.10:5000/a.mp4' });
      const update = await admin.put(`/api/admin/videos/${video.id}`).send({ externalUrl: target }).expect(400);
      expect(update.body).toMatchObject(fieldError('externalUrl', ADMIN_MESSAGES.videoUrl.internalAddress));
      const dashboardUpdate = await admin
        .put(`/api/admin/videos/${video.id}`)
        .send({ title: '수정', type: 'nas', url: target })
        .expect(400);
      expect(dashboardUpdate.body).toMatchObject(fieldError('url', ADMIN_MESSAGES.videoUrl.internalAddress));
      await expect(findVideo(t, video.id)).resolves.toMatchObject({ externalUrl: 'http://192.168.0.10:5000/a.mp4' });
    });

    it('accepts NAS addresses on the LAN, and YouTube links whatever they look like', async () => {
      for (const externalUrl of [
        'http://192.168.0.10:5000/a.mp4',
        'http://10.1.2.3/b.mp4',
        'http://[fd00::10]/c.mp4',
        'http://nas.invalid/d.mp4',
      ]) {
        await admin.post('/api/admin/videos').send({ courseId, title: 'LAN', externalUrl }).expect(201);
      }
      await admin
        .post('/api/admin/videos')
        .send({ title: '유튜브', type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' })
        .expect(201);
    });

    it('refuses this server on its own port when reached by its LAN address', async () => {
      const server = t.app.getHttpServer() as http.Server;
      await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
      try {
        const self = `http://${lanAddressOfThisMachine()}:${(server.address() as AddressInfo).port}/api/health.mp4`;
        const response = await admin
          .post('/api/admin/videos')
          .send({ courseId, title: '자기 자신', externalUrl: self })
          .expect(400);
        expect(response.body).toMatchObject(fieldError('externalUrl', ADMIN_MESSAGES.videoUrl.internalAddress));
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });

    it.each(internal.filter(([name]) => name !== 'this API on loopback'))(
      'will not stream a video stored earlier on %s (403, the NAS untouched)',
      async (_case, target) => {
        const video = await makeVideo(t, courseId, 'open', { externalUrl: target() });
        const before = nas.requests.length;
        const response = await member.get(proxied(video.externalUrl)).expect(403);
        expect(response.body).toEqual(forbidden);
        expect(nas.requests.length).toBe(before);
      },
    );
  });

  describe('with VIDEO_UPSTREAM_HOSTS: only the listed origins', () => {
    let t: TestApp;
    let admin: Agent;
    let member: Agent;
    let courseId: string;
    beforeAll(async () => {
      t = await createTestApp({ VIDEO_UPSTREAM_HOSTS: `http://192.168.0.10:5000,${nas.origin}` });
      [admin, member] = await Promise.all([signedInAdmin(t), signedInMember(t, 'VERIFIED').then((m) => m.agent)]);
      courseId = (await makeCourse(t)).id;
    });
    afterAll(async () => {
      await t.close();
    });

    it('registers a listed origin, loopback included, and refuses any other', async () => {
      await admin
        .post('/api/admin/videos')
        .send({ courseId, title: 'NAS', externalUrl: 'http://192.168.0.10:5000/a.mp4' })
        .expect(201);
      await admin
        .post('/api/admin/videos')
        .send({ courseId, title: '로컬 NAS', externalUrl: `${nas.origin}/videos/lesson.mp4` })
        .expect(201);
      for (const externalUrl of [
        'http://192.168.0.10/a.mp4',
        'https://192.168.0.10:5000/a.mp4',
        'http://192.168.0.11:5000/a.mp4',
        'https://nas.example.com/a.mp4',
      ]) {
        const response = await admin
          .post('/api/admin/videos')
          .send({ courseId, title: '다른 서버', externalUrl })
          .expect(400);
        expect(response.body).toMatchObject(fieldError('externalUrl', ADMIN_MESSAGES.videoUrl.upstreamNotAllowed));
      }
    });

    it('streams from a listed origin and refuses a video stored earlier on another one', async () => {
      const listed = await makeVideo(t, courseId, 'open', { externalUrl: `${nas.origin}/videos/lesson.mp4` });
      await member.get(proxied(listed.externalUrl)).expect(200);
      const unlisted = await makeVideo(t, courseId, 'open', { externalUrl: `${nas.otherOrigin}/videos/lesson.mp4` });
      const before = nas.requests.length;
      await expect(member.get(proxied(unlisted.externalUrl)).then((r) => [r.status, r.body])).resolves.toEqual([
        403,
        forbidden,
      ]);
      expect(nas.requests.length).toBe(before);
    });
  });
});
