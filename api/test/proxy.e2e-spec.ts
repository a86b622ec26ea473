import * as http from 'http';
import type { AddressInfo } from 'net';
import { MESSAGES } from '@academy/common';
import { agentsForAll, createMember, type Agent, type Caller } from './support/accounts';
import { makeCourse, makeVideo } from './support/content-fixtures';
import { LATE_END_MS, startFakeNas, type FakeNas } from './support/fake-nas';
import { createTestApp, type TestApp } from './support/test-app';

/** Collects a video body into a Buffer (superagent only buffers text and JSON by itself). */
const binary = (response: unknown, callback: (error: Error | null, body: Buffer) => void): void => {
  const stream = response as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('video proxy /proxy/video (e2e)', () => {
  let t: TestApp;
  let nas: FakeNas;
  let agents: Record<Caller, Agent>;
  const url = (path: string) => `${nas.origin}/videos/${path}`;
  const proxied = (target: string) => `/proxy/video?u=${encodeURIComponent(target)}`;
  const forbidden = { ok: false, statusCode: 403, code: 'PROXY_FORBIDDEN', message: MESSAGES.proxy.forbidden };
  const upstreamFailed = {
    ok: false,
    statusCode: 502,
    code: 'UPSTREAM_FAILED',
    message: MESSAGES.proxy.upstreamFailed,
  };

  /** Nothing listens there: a listed NAS that is switched off. */
  const DEAD_ORIGIN = 'http://127.0.0.1:1';

  beforeAll(async () => {
    nas = await startFakeNas();
    // The fake NAS is on loopback: listed, as an academy lists its NAS.
    t = await createTestApp({ VIDEO_UPSTREAM_HOSTS: [nas.origin, nas.otherOrigin, DEAD_ORIGIN].join(',') });
    agents = await agentsForAll(t);
    const course = await makeCourse(t);
    for (const file of [
      'lesson.mp4',
      'html.mp4',
      'same-host.mp4',
      'other-host.mp4',
      'broken.mp4',
      'missing.mp4',
      'endless.mp4',
      'huge.mp4',
      'no-head.mp4',
      'other-port.mp4',
      'late-end.mp4',
      'late-end-no-head.mp4',
    ]) {
      await makeVideo(t, course.id, 'open', { externalUrl: url(file) });
    }
    await makeVideo(t, course.id, 'upcoming', { externalUrl: url('lesson.mp4?upcoming') });
    await makeVideo(t, course.id, 'expired', { externalUrl: url('lesson.mp4?expired') });
    await makeVideo(t, course.id, 'unpublished', { externalUrl: url('lesson.mp4?unpublished') });
    await makeVideo(t, course.id, 'open', { type: 'youtube', externalUrl: url('lesson.mp4?youtube') });
  });
  afterAll(async () => {
    await Promise.all([t.close(), nas.close()]);
  });

  const requestsTo = (pathPrefix: string) => nas.requests.filter((entry) => entry.path.startsWith(pathPrefix)).length;

  describe('who may use it', () => {
    it.each(['visitor', 'console'] as const)('answers a %s 401 without touching the NAS', async (caller) => {
      const before = nas.requests.length;
      const response = await agents[caller].get(proxied(url('lesson.mp4'))).expect(401);
      expect(response.body).toEqual({
        ok: false,
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: MESSAGES.auth.unauthorized,
      });
      expect(nas.requests.length).toBe(before);
    });

    it('answers a PENDING member 403 PROXY_FORBIDDEN', async () => {
      const response = await agents.PENDING.get(proxied(url('lesson.mp4'))).expect(403);
      expect(response.body).toEqual(forbidden);
    });

    it.each([
      ['an upcoming video', () => url('lesson.mp4?upcoming')],
      ['an expired video', () => url('lesson.mp4?expired')],
      ['an unpublished video', () => url('lesson.mp4?unpublished')],
      ['a YouTube video', () => url('lesson.mp4?youtube')],
      ['a URL that belongs to no video', () => url('lesson.mp4?other')],
      ['a URL differing only in case', () => url('LESSON.mp4')],
      ['another site', () => 'http://example.com/videos/lesson.mp4'],
      ['a file: URL', () => 'file:///etc/passwd'],
    ])('refuses %s with 403 PROXY_FORBIDDEN without touching the NAS', async (_case, target) => {
      const before = nas.requests.length;
      const response = await agents.VERIFIED.get(proxied(target())).expect(403);
      expect(response.body).toEqual(forbidden);
      expect(nas.requests.length).toBe(before);
    });

    it('refuses a request without u, or with u twice', async () => {
      await expect(agents.ADMIN.get('/proxy/video').then((r) => r.body)).resolves.toEqual(forbidden);
      const twice = `/proxy/video?u=${encodeURIComponent(url('lesson.mp4'))}&u=${encodeURIComponent(url('lesson.mp4'))}`;
      const message = MESSAGES.validation.queryParameter;
      await expect(agents.ADMIN.get(twice).then((r) => r.body)).resolves.toEqual({
        ok: false,
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message,
        errors: [{ field: 'u', message }],
      });
    });
  });

  describe('streaming', () => {
    it.each(['VERIFIED', 'ADMIN'] as const)('streams the whole file to %s with its length and type', async (caller) => {
      const response = await agents[caller]
        .get(proxied(url('lesson.mp4')))
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(response.headers).toMatchObject({
        'content-type': 'video/mp4',
        'content-length': String(nas.file.length),
        'accept-ranges': 'bytes',
      });
      expect(Buffer.compare(response.body as Buffer, nas.file)).toBe(0);
    });

    it('forwards Range and answers 206 with Content-Range', async () => {
      const response = await agents.VERIFIED.get(proxied(url('lesson.mp4')))
        .set('Range', 'bytes=1000-1999')
        .buffer(true)
        .parse(binary)
        .expect(206);
      expect(response.headers).toMatchObject({
        'content-range': `bytes 1000-1999/${nas.file.length}`,
        'content-length': '1000',
        'accept-ranges': 'bytes',
        'content-type': 'video/mp4',
      });
      expect(Buffer.compare(response.body as Buffer, nas.file.subarray(1000, 2000))).toBe(0);
    });

    it('passes on 416 for a range past the end', async () => {
      const response = await agents.VERIFIED.get(proxied(url('lesson.mp4')))
        .set('Range', `bytes=${nas.file.length + 10}-`)
        .expect(416);
      expect(response.headers['content-range']).toBe(`bytes */${nas.file.length}`);
    });

    it('sends the NAS only the Range header, never the member cookie', async () => {
      await agents.VERIFIED.get(proxied(url('lesson.mp4')))
        .set('Range', 'bytes=0-9')
        .expect(206);
      const last = nas.requests[nas.requests.length - 1];
      expect(last.headers.range).toBe('bytes=0-9');
      expect(last.headers.cookie).toBeUndefined();
    });

    it('serves what the NAS calls HTML as a video type, never as a page of this site', async () => {
      const response = await agents.VERIFIED.get(proxied(url('html.mp4')))
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('follows a redirect on the same host', async () => {
      const response = await agents.VERIFIED.get(proxied(url('same-host.mp4')))
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect((response.body as Buffer).length).toBe(nas.file.length);
    });
  });

  describe('HEAD', () => {
    /** What the NAS sent of its huge files while `act` ran, plus a moment for a pipe left open to show itself. */
    async function hugeBytesDuring(act: () => Promise<unknown>): Promise<number> {
      const before = nas.hugeBytesSent();
      await act();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return nas.hugeBytesSent() - before;
    }

    it('asks the NAS for headers only and answers them without reading the file', async () => {
      const before = nas.requests.length;
      let response!: { status: number; headers: Record<string, string> };
      const read = await hugeBytesDuring(async () => (response = await agents.VERIFIED.head(proxied(url('huge.mp4')))));
      expect(response.status).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'video/mp4',
        'content-length': String(nas.hugeLength),
        'accept-ranges': 'bytes',
      });
      expect(nas.requests.slice(before).map((entry) => entry.method)).toEqual(['HEAD']);
      expect(read).toBe(0);
    });

    it('falls back to a one-byte range when the NAS refuses HEAD, and reports the whole length', async () => {
      const before = nas.requests.length;
      let response!: { status: number; headers: Record<string, string> };
      const read = await hugeBytesDuring(
        async () => (response = await agents.VERIFIED.head(proxied(url('no-head.mp4')))),
      );
      expect(response.status).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'video/mp4',
        'content-length': String(nas.hugeLength),
        'accept-ranges': 'bytes',
      });
      expect(response.headers['content-range']).toBeUndefined();
      expect(nas.requests.slice(before).map((entry) => [entry.method, entry.headers.range])).toEqual([
        ['HEAD', undefined],
        ['GET', 'bytes=0-0'],
      ]);
      expect(read).toBe(1);
    });

    it.each(['late-end.mp4', 'late-end-no-head.mp4'])(
      'answers as soon as the NAS has sent its headers, not when it ends its answer (%s)',
      async (file) => {
        const started = Date.now();
        const response = await agents.VERIFIED.head(proxied(url(file)));
        const took = Date.now() - started;
        expect([response.status, response.headers['content-length']]).toEqual([200, String(nas.file.length)]);
        expect(took).toBeLessThan(LATE_END_MS / 2);
      },
    );

    it('keeps the same gate as GET', async () => {
      const before = nas.requests.length;
      await agents.visitor.head(proxied(url('huge.mp4'))).expect(401);
      await agents.PENDING.head(proxied(url('huge.mp4'))).expect(403);
      await agents.VERIFIED.head(proxied(url('lesson.mp4?other'))).expect(403);
      expect(nas.requests.length).toBe(before);
    });
  });

  describe('upstream failures answer 502 UPSTREAM_FAILED', () => {
    it('does not follow a redirect to another host', async () => {
      const before = nas.requests.filter((entry) => entry.headers.host?.startsWith('localhost')).length;
      const response = await agents.VERIFIED.get(proxied(url('other-host.mp4'))).expect(502);
      expect(response.body).toEqual(upstreamFailed);
      expect(nas.requests.filter((entry) => entry.headers.host?.startsWith('localhost')).length).toBe(before);
    });

    it.each(['broken.mp4', 'missing.mp4'])('turns an error answer of the NAS (%s) into 502', async (file) => {
      const response = await agents.VERIFIED.get(proxied(url(file))).expect(502);
      expect(response.body).toEqual(upstreamFailed);
    });

    it('does not follow a redirect to another port of the same host', async () => {
      const onOtherPort = () =>
        nas.requests.filter((entry) => entry.headers.host === new URL(nas.otherOrigin).host).length;
      const before = onOtherPort();
      const response = await agents.VERIFIED.get(proxied(url('other-port.mp4'))).expect(502);
      expect(response.body).toEqual(upstreamFailed);
      expect(onOtherPort()).toBe(before);
    });

    it('answers 502 when the NAS is unreachable', async () => {
      const course = await makeCourse(t);
      const dead = `${DEAD_ORIGIN}/videos/gone.mp4`;
      await makeVideo(t, course.id, 'open', { externalUrl: dead });
      const response = await agents.VERIFIED.get(proxied(dead)).expect(502);
      expect(response.body).toEqual(upstreamFailed);
    });
  });

  describe('a NAS that needs a login', () => {
    let videoId: string;
    let courseId: string;
    const withLogin = () =>
      `http://${nas.login.user}:${encodeURIComponent(nas.login.password)}@${new URL(nas.origin).host}/videos/protected.mp4`;
    const withoutLogin = () => url('protected.mp4');

    beforeAll(async () => {
      courseId = (await makeCourse(t)).id;
      const created = await agents.ADMIN.post('/api/admin/videos')
        .send({ courseId, title: '로그인 NAS', externalUrl: withLogin() })
        .expect(201);
      videoId = created.body.id;
    });

    it('never sends the password to a browser: admins see it masked, members see no login at all', async () => {
      const answers = [
        await agents.ADMIN.get('/api/admin/videos').expect(200),
        await agents.console.get('/api/simple/videos').expect(200),
        await agents.VERIFIED.get('/api/videos').expect(200),
        await agents.VERIFIED.get(`/api/videos/${videoId}/url`).expect(200),
        await agents.VERIFIED.get(`/api/courses/${courseId}`).expect(200),
        await agents.ADMIN.get(`/api/courses/${courseId}`).expect(200),
      ];
      for (const answer of answers) expect(answer.text).not.toContain(encodeURIComponent(nas.login.password));
      for (const answer of answers.slice(2)) expect(answer.text).not.toContain(nas.login.user);
      const admin = (answers[0].body as Array<{ id: string; externalUrl: string; url: string }>).find(
        (video) => video.id === videoId,
      )!;
      expect(admin).toMatchObject({
        externalUrl: `http://${nas.login.user}:***@${new URL(nas.origin).host}/videos/protected.mp4`,
      });
      // A browser cannot log in to the NAS: the member's address is the proxy's, without the login.
      expect(answers[3].body).toEqual({ url: proxied(withoutLogin()) });
    });

    it('streams through the proxy, which adds the login on the server', async () => {
      const response = await agents.VERIFIED.get(proxied(withoutLogin())).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(response.body as Buffer, nas.file)).toBe(0);
      const last = nas.requests[nas.requests.length - 1];
      expect(last.headers.authorization).toBe(
        `Basic ${Buffer.from(`${nas.login.user}:${nas.login.password}`).toString('base64')}`,
      );
    });

    it('keeps the stored password when the admin saves the masked address back', async () => {
      const listed = await agents.ADMIN.get('/api/admin/videos').expect(200);
      const masked = (listed.body as Array<{ id: string; externalUrl: string }>).find(
        (video) => video.id === videoId,
      )!.externalUrl;
      await agents.ADMIN.put(`/api/admin/videos/${videoId}`)
        .send({ externalUrl: masked, title: '로그인 NAS (수정)' })
        .expect(200);
      await agents.VERIFIED.get(proxied(withoutLogin())).expect(200);
    });

    it('refuses the address with the login in it', async () => {
      await agents.VERIFIED.get(proxied(withLogin())).expect(403);
    });
  });

  it('stops reading from the NAS when the viewer goes away', async () => {
    const member = await createMember(t, 'VERIFIED');
    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password })
      .expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((entry) => entry.split(';')[0]).join('; ');
    const server = t.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const firstBytes = await new Promise<number>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: proxied(url('endless.mp4')), headers: { cookie } },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            request.destroy();
            resolve(chunk.length);
          });
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    expect(firstBytes).toBeGreaterThan(0);
    await expect(nas.endlessClosed()).resolves.toBeUndefined();
    expect(requestsTo('/videos/endless.mp4')).toBe(1);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
