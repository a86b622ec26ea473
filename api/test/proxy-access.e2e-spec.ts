import type { Response } from 'supertest';
import { DataSource, type EntitySubscriberInterface } from 'typeorm';
import { createMember, signedInAdmin, type Agent } from './support/accounts';
import { makeCourse, makeVideo } from './support/content-fixtures';
import { startFakeNas, type FakeNas } from './support/fake-nas';
import { createTestApp, type TestApp } from './support/test-app';

const proxied = (target: string) => `/proxy/video?u=${encodeURIComponent(target)}`;

/** Rows loaded and written through TypeORM while `act` runs, whoever asks (session store, passport, services). */
async function databaseTraffic(t: TestApp, act: () => Promise<unknown>): Promise<{ loads: number; writes: number }> {
  const traffic = { loads: 0, writes: 0 };
  const counter: EntitySubscriberInterface = {
    afterLoad: () => void traffic.loads++,
    afterInsert: () => void traffic.writes++,
    afterUpdate: () => void traffic.writes++,
    afterRemove: () => void traffic.writes++,
  };
  const subscribers = t.app.get(DataSource).subscribers;
  subscribers.push(counter);
  try {
    await act();
  } finally {
    subscribers.splice(subscribers.indexOf(counter), 1);
  }
  return traffic;
}

describe('/proxy/video: a player reading many small ranges (e2e)', () => {
  let t: TestApp;
  let nas: FakeNas;
  let admin: Agent;
  let courseId: string;

  beforeAll(async () => {
    nas = await startFakeNas();
    t = await createTestApp({ VIDEO_UPSTREAM_HOSTS: nas.origin });
    admin = await signedInAdmin(t);
    courseId = (await makeCourse(t)).id;
  });
  afterAll(async () => {
    await Promise.all([t.close(), nas.close()]);
  });

  /**
   * A newly approved member signed in (the session cookie, sent by hand so it can outlive a logout)
   * and a video of its own URL, so each case has decisions of its own.
   */
  async function viewer(file = `lesson.mp4?${Math.random()}`) {
    const member = await createMember(t);
    await admin.post('/api/admin/approve-user').send({ userId: member.id }).expect(200);
    const login = await t.http().post('/api/auth/login').send({ email: member.email, password: member.password });
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((entry) => entry.split(';')[0]).join('; ');
    const url = `${nas.origin}/videos/${file}`;
    const video = await makeVideo(t, courseId, 'open', { externalUrl: url });
    return { member, cookie, url, video };
  }

  const readRange = (cookie: string, url: string, at: number) =>
    t
      .http()
      .get(proxied(url))
      .set('Cookie', cookie)
      .set('Range', `bytes=${at}-${at + 1023}`)
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('reads the database for the first range only, and writes nothing for any', async () => {
    const { cookie, url } = await viewer('lesson.mp4');
    const first = await databaseTraffic(t, () => readRange(cookie, url, 0).expect(206));
    expect(first.writes).toBe(0);
    expect(first.loads).toBeGreaterThan(0);
    const next = await databaseTraffic(t, async () => {
      for (let at = 1024; at <= 20 * 1024; at += 1024) {
        const response = await readRange(cookie, url, at).expect(206);
        expect(Buffer.compare(response.body as Buffer, nas.file.subarray(at, at + 1024))).toBe(0);
      }
    });
    expect(next).toEqual({ loads: 0, writes: 0 });
  });

  /** Requests Express handled while `act` ran (the stage before it answers without Express). */
  async function expressRequests(act: () => Promise<unknown>): Promise<number> {
    // Express's app function hands every request to its `handle` method.
    const express = t.app.getHttpAdapter().getInstance() as unknown as {
      handle: (...args: unknown[]) => void;
    };
    const handle = jest.spyOn(express, 'handle');
    try {
      await act();
      return handle.mock.calls.length;
    } finally {
      handle.mockRestore();
    }
  }

  /** Everything a client sees of an answer but the moment it was sent and the session cookie. */
  const seen = (response: Response) => {
    const { date, 'set-cookie': renewedSession, ...headers } = response.headers;
    return { status: response.status, headers, body: response.body as unknown };
  };

  /** The same request twice: first through Express and the full check, then from the cached decision. */
  async function bothPaths(send: () => Promise<Response>) {
    const full = await send();
    let cached: Response | undefined;
    const throughExpress = await expressRequests(async () => (cached = await send()));
    return { full, cached: cached!, throughExpress };
  }

  it('a cached read is answered before Express, with the same status, headers and body as the full check', async () => {
    const { cookie, url } = await viewer();
    const { full, cached, throughExpress } = await bothPaths(() => readRange(cookie, url, 2048).expect(206));
    expect(throughExpress).toBe(0);
    expect(seen(cached)).toEqual(seen(full));
    expect(full.headers['content-security-policy']).toBeDefined();
    // The full check renews the rolling session cookie; a cached read leaves the session alone.
    expect(full.headers['set-cookie']).toBeDefined();
    expect(cached.headers['set-cookie']).toBeUndefined();
  });

  it('a cached HEAD is answered before Express, with the same headers as the full check', async () => {
    const { cookie, url } = await viewer();
    const { full, cached, throughExpress } = await bothPaths(() =>
      t.http().head(proxied(url)).set('Cookie', cookie).expect(200),
    );
    expect(throughExpress).toBe(0);
    expect(seen(cached)).toEqual(seen(full));
    expect(full.headers['content-length']).toBe(String(nas.file.length));
  });

  it('a failing NAS gets the same error answer before Express as after the full check', async () => {
    const { cookie, url } = await viewer('broken.mp4');
    const { full, cached, throughExpress } = await bothPaths(() => readRange(cookie, url, 0).expect(502));
    expect(throughExpress).toBe(0);
    expect(seen(cached)).toEqual(seen(full));
    expect(JSON.parse((full.body as Buffer).toString())).toMatchObject({ code: 'UPSTREAM_FAILED' });
  });

  it('a revoked member is refused on the very next range', async () => {
    const { member, cookie, url } = await viewer();
    await readRange(cookie, url, 0).expect(206);
    await admin.post('/api/admin/revoke-user').send({ userId: member.id }).expect(200);
    await readRange(cookie, url, 1024).expect(403);
  });

  it('an unpublished video is refused on the very next range', async () => {
    const { cookie, url, video } = await viewer();
    await readRange(cookie, url, 0).expect(206);
    await admin
      .post('/api/admin/videos/publication')
      .send({ ids: [video.id], published: false })
      .expect(200);
    await readRange(cookie, url, 1024).expect(403);
  });

  it('a signed-out session is refused on the very next range, HEAD too', async () => {
    const { cookie, url } = await viewer();
    await readRange(cookie, url, 0).expect(206);
    await t.http().post('/api/auth/logout').set('Cookie', cookie).expect(200);
    // The browser may keep sending the old cookie; the session behind it is gone.
    await t.http().get(proxied(url)).set('Cookie', cookie).set('Range', 'bytes=0-9').expect(401);
    await t.http().head(proxied(url)).set('Cookie', cookie).expect(401);
  });

  it('a decision belongs to its session and its video only', async () => {
    const first = await viewer();
    await readRange(first.cookie, first.url, 0).expect(206);
    const other = await viewer();
    // Another member's session, and the first member asking for a URL no video of theirs has.
    await readRange(other.cookie, first.url, 0).expect(206);
    await readRange(first.cookie, `${first.url}&other`, 0).expect(403);
    await t.http().get(proxied(first.url)).set('Range', 'bytes=0-9').expect(401);
    // A cached decision does not skip the query rules: `u` twice is still refused.
    const twice = `${proxied(first.url)}&u=${encodeURIComponent(first.url)}`;
    await t.http().get(twice).set('Cookie', first.cookie).expect(400);
  });
});
