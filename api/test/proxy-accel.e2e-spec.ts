import * as http from 'http';
import type { AddressInfo } from 'net';
import { MESSAGES } from '@academy/common';
import { agentsForAll, type Agent, type Caller } from './support/accounts';
import { makeCourse, makeVideo } from './support/content-fixtures';
import { startFakeNas, type FakeNas } from './support/fake-nas';
import { shellServerConfig, startNginx, type RunningNginx } from './support/nginx';
import { createTestApp, type TestApp } from './support/test-app';

const proxied = (target: string) => `/proxy/video?u=${encodeURIComponent(target)}`;
const ACCEL_SECRET = 'accel-secret-for-the-e2e-suite-0123456789';
const upstreamFailed = { ok: false, statusCode: 502, code: 'UPSTREAM_FAILED', message: MESSAGES.proxy.upstreamFailed };

/** The member's session cookie of a supertest agent, for requests that go through nginx. */
function cookieOf(agent: Agent, origin: string): string {
  const jar = (agent as unknown as { jar: { getCookies: (access: object) => Array<{ name: string; value: string }> } })
    .jar;
  const { hostname } = new URL(origin);
  return jar
    .getCookies({ domain: hostname, path: '/', secure: false, script: false })
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

describe('VIDEO_ACCEL=nginx: the API authorises, nginx streams (e2e)', () => {
  let t: TestApp;
  let nas: FakeNas;
  let nginx: RunningNginx;
  let agents: Record<Caller, Agent>;
  let apiOrigin: string;
  const url = (file: string) => `${nas.origin}/videos/${file}`;

  beforeAll(async () => {
    nas = await startFakeNas();
    t = await createTestApp({
      VIDEO_ACCEL: 'nginx',
      VIDEO_ACCEL_SECRET: ACCEL_SECRET,
      VIDEO_UPSTREAM_HOSTS: `${nas.origin},${nas.otherOrigin}`,
    });
    const server = t.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    nginx = await startNginx((port, prefix) => shellServerConfig(port, apiOrigin, prefix, ACCEL_SECRET));
    agents = await agentsForAll(t);
    const course = await makeCourse(t);
    for (const file of ['lesson.mp4', 'html.mp4', 'broken.mp4', 'same-host.mp4', 'hostile.mp4'])
      await makeVideo(t, course.id, 'open', { externalUrl: url(file) });
    const login = `http://${nas.login.user}:${encodeURIComponent(nas.login.password)}@${new URL(nas.origin).host}/videos/protected.mp4`;
    await agents.ADMIN.post('/api/admin/videos')
      .send({ courseId: course.id, title: '로그인 NAS', externalUrl: login })
      .expect(201);
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([t.close(), nas.close()]);
  });

  /** A member's request through the shell's nginx. */
  const viaNginx = (file: string, headers: Record<string, string> = {}, caller: Caller = 'VERIFIED') =>
    fetch(`${nginx.origin}${proxied(url(file))}`, {
      headers: { cookie: cookieOf(agents[caller], apiOrigin), ...headers },
    });

  it('the API itself only names the upstream (its checked address) for nginx, without touching the NAS', async () => {
    const before = nas.requests.length;
    const response = await agents.VERIFIED.get(proxied(url('lesson.mp4')))
      .set('X-Video-Accel-Secret', ACCEL_SECRET)
      .expect(200);
    expect(response.headers).toMatchObject({
      'x-accel-redirect': '@video_upstream',
      'x-video-upstream-url': url('lesson.mp4'),
      'x-video-upstream-host': new URL(nas.origin).host,
      'x-video-content-type': 'video/mp4',
    });
    expect(response.text ?? '').toBe('');
    expect(nas.requests.length).toBe(before);
  });

  it.each([
    ['without the secret', {}],
    ['with a wrong secret', { 'X-Video-Accel-Secret': `${ACCEL_SECRET.slice(0, -1)}x` }],
  ])(
    'streams a request that reaches the API directly %s itself: no NAS login or address in its headers',
    async (_case, headers: Record<string, string>) => {
      const protectedUrl = url('protected.mp4');
      const response = await agents.VERIFIED.get(proxied(protectedUrl))
        .set(headers)
        .buffer(true)
        .parse((stream, done) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(Buffer.compare(response.body as Buffer, nas.file)).toBe(0);
      const basic = Buffer.from(`${nas.login.user}:${nas.login.password}`).toString('base64');
      const headerText = JSON.stringify(response.headers);
      for (const secret of [basic, nas.login.user, nas.login.password, new URL(nas.origin).host, 'Basic'])
        expect(headerText).not.toContain(secret);
      expect(Object.keys(response.headers).filter((name) => /^x-(video|accel)/.test(name))).toEqual([]);
    },
  );

  it("replaces a client's copy of the secret header, and sends the secret with video requests only", async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const fakeApi = http.createServer((request, response) => {
      seen.push(request.headers);
      response.end('ok');
    });
    await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
    const fakeOrigin = `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}`;
    const front = await startNginx((port, prefix) => shellServerConfig(port, fakeOrigin, prefix, ACCEL_SECRET));
    try {
      await fetch(`${front.origin}/proxy/video?u=x`, { headers: { 'X-Video-Accel-Secret': 'forged' } });
      await fetch(`${front.origin}/api/courses`, { headers: { 'X-Video-Accel-Secret': 'forged' } });
    } finally {
      await front.stop();
      fakeApi.closeAllConnections();
      await new Promise((resolve) => fakeApi.close(resolve));
    }
    expect(seen.map((headers) => headers['x-video-accel-secret'])).toEqual([ACCEL_SECRET, 'forged']);
  });

  it('streams the whole file through nginx with the proxy headers, none of the internal ones', async () => {
    const response = await viaNginx('lesson.mp4');
    expect(response.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), nas.file)).toBe(0);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(nas.file.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(
      [...response.headers.keys()].filter((name) => name.startsWith('x-video') || name.startsWith('x-accel')),
    ).toEqual([]);
  });

  it('forwards Range, and sends the NAS neither the member cookie nor the member headers', async () => {
    const response = await viaNginx('lesson.mp4', { Range: 'bytes=1000-1999', 'X-Forwarded-For': '203.0.113.9' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 1000-1999/${nas.file.length}`);
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), nas.file.subarray(1000, 2000))).toBe(0);
    const last = nas.requests[nas.requests.length - 1];
    expect(last.headers).toMatchObject({ range: 'bytes=1000-1999', host: new URL(nas.origin).host });
    expect([last.headers.cookie, last.headers['x-forwarded-for']]).toEqual([undefined, undefined]);
  });

  it('serves what the NAS calls HTML as a video type', async () => {
    const response = await viaNginx('html.mp4');
    await response.arrayBuffer();
    expect(response.headers.get('content-type')).toBe('video/mp4');
  });

  it('adds the NAS login on the server side', async () => {
    const response = await viaNginx('protected.mp4');
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(nas.requests[nas.requests.length - 1].headers.authorization).toBe(
      `Basic ${Buffer.from(`${nas.login.user}:${nas.login.password}`).toString('base64')}`,
    );
  });

  it('lets the NAS neither set a cookie on this site nor redirect nginx internally', async () => {
    const response = await viaNginx('hostile.mp4');
    expect(response.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), nas.file)).toBe(0);
    expect(response.headers.get('set-cookie') ?? '').not.toContain('stolen');
  });

  it("passes only a video's own headers of the NAS: type, length, range, ETag, Last-Modified", async () => {
    const response = await viaNginx('hostile.mp4', { Range: 'bytes=0-99' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-99/${nas.file.length}`);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe('100');
    for (const planted of ['x-nas-internal', 'link', 'access-control-allow-origin', 'set-cookie'])
      expect([planted, response.headers.get(planted)]).toEqual([planted, null]);
    expect(response.headers.get('server')).not.toContain('NAS');
    const names = [...response.headers.keys()];
    const allowed = [
      'content-type',
      'content-length',
      'content-range',
      'accept-ranges',
      'etag',
      'last-modified',
      'cache-control',
      'x-content-type-options',
      // nginx's own
      'date',
      'server',
      'connection',
      'keep-alive',
    ];
    expect(names.filter((name) => !allowed.includes(name))).toEqual([]);
  });

  it.each(['broken.mp4', 'same-host.mp4'])(
    'answers 502 UPSTREAM_FAILED for an error or a redirect of the NAS (%s)',
    async (file) => {
      const response = await viaNginx(file);
      expect(response.status).toBe(502);
      await expect(response.json()).resolves.toEqual(upstreamFailed);
    },
  );

  it("keeps the API's refusals and HEAD answers", async () => {
    expect((await viaNginx('lesson.mp4', {}, 'PENDING')).status).toBe(403);
    expect((await fetch(`${nginx.origin}${proxied(url('lesson.mp4'))}`)).status).toBe(401);
    const head = await fetch(`${nginx.origin}${proxied(url('lesson.mp4'))}`, {
      method: 'HEAD',
      headers: { cookie: cookieOf(agents.VERIFIED, apiOrigin) },
    });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(nas.file.length)]);
  });
});
