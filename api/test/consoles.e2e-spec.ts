import { MESSAGES, THROTTLE_LIMITS } from '@academy/common';
import { consoleAgent, createMember, signedInAdmin, signedInMember } from './support/accounts';
import { createTestApp, TEST_CONSOLE_PASSWORD, type TestApp } from './support/test-app';

const WRONG = { ok: false, statusCode: 401, code: 'INVALID_PASSWORD', message: '잘못된 비밀번호입니다.' };

/** The session cookie a response set (a console login also sets its device cookie). */
const sessionCookieOf = (response: { headers: Record<string, unknown> }): string =>
  (response.headers['set-cookie'] as string[]).find((line) => line.startsWith('academy.sid='))!.split(';')[0]!;

describe('console sessions: /api/admin/login, /api/dev/login, logout, ping (e2e)', () => {
  let t: TestApp;
  let badInputs = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    console.log(`consoles.e2e: ${badInputs} bad inputs tried`);
    await t.close();
  });

  it('POST /api/admin/login with the password answers 200 {ok, message} and opens a console session', async () => {
    const agent = t.agent();
    const response = await agent.post('/api/admin/login').send({ password: TEST_CONSOLE_PASSWORD }).expect(200);
    expect(response.body).toEqual({ ok: true, message: MESSAGES.console.loggedIn });
    await expect(agent.get('/api/simple/ping').then((r) => r.body)).resolves.toEqual({ ok: true, console: true });
    await agent.get('/api/admin/members').expect(200);
  });

  it('POST /api/dev/login answers { success: true } and opens the same kind of session', async () => {
    const agent = t.agent();
    const response = await agent.post('/api/dev/login').send({ password: TEST_CONSOLE_PASSWORD }).expect(200);
    expect(response.body).toMatchObject({ success: true });
    await agent.get('/api/superadmin/pending-users').expect(200);
  });

  it.each(['/api/admin/login', '/api/dev/login'])(
    '%s with a wrong password answers 401 INVALID_PASSWORD with success:false',
    async (path) => {
      badInputs++;
      const response = await t.http().post(path).send({ password: 'not-the-password' }).expect(401);
      expect(response.body).toEqual({ ...WRONG, success: false });
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  const missing: Array<[string, unknown]> = [
    ['no body', undefined],
    ['an empty object', {}],
    ['an empty password', { password: '' }],
    ['a number', { password: 12345678 }],
    ['null', { password: null }],
    ['an object', { password: { $gt: '' } }],
  ];
  for (const path of ['/api/admin/login', '/api/dev/login']) {
    it.each(missing)(`${path} with %s → 400 VALIDATION_FAILED '비밀번호를 입력해주세요'`, async (_name, body) => {
      badInputs++;
      const pending = t.http().post(path);
      const response = await (body === undefined ? pending : pending.send(body as object)).expect(400);
      expect(response.body).toMatchObject({
        ok: false,
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: MESSAGES.validation.consolePassword,
        errors: [{ field: 'password', message: MESSAGES.validation.consolePassword }],
      });
    });
  }

  it.each(['/api/admin/login', '/api/dev/login'])(
    '%s with an array body → 400 before the password is read',
    async (path) => {
      badInputs++;
      const response = await t.http().post(path).send([TEST_CONSOLE_PASSWORD]).expect(400);
      expect(response.body).toEqual({
        ok: false,
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: MESSAGES.errors.bodyNotObject,
      });
    },
  );

  it('a 10 kB password is simply wrong, not a 500', async () => {
    badInputs++;
    await t
      .http()
      .post('/api/dev/login')
      .send({ password: 'x'.repeat(10_000) })
      .expect(401);
  });

  it('regenerates the session id at console login', async () => {
    const member = await signedInMember(t, 'PENDING');
    const before = await member.agent.get('/api/auth/user').expect(200);
    const login = await member.agent.post('/api/admin/login').send({ password: TEST_CONSOLE_PASSWORD }).expect(200);
    const cookie = sessionCookieOf(login);
    expect(cookie).toMatch(/^academy\.sid=/);
    expect(
      (before.headers['set-cookie'] as unknown as string[] | undefined)
        ?.find((line) => line.startsWith('academy.sid='))
        ?.split(';')[0],
    ).not.toBe(cookie);
    // The member stays signed in as themselves, now with console rights on console routes.
    await expect(member.agent.get('/api/auth/user').then((r) => r.body.id)).resolves.toBe(member.id);
    await member.agent.get('/api/simple/pending-users').expect(200);
  });

  it('a console session is not a member login: /api/auth/user and /api/user/approvals stay 401', async () => {
    const agent = await consoleAgent(t);
    await agent.get('/api/auth/user').expect(401);
    await agent.get('/api/user/approvals').expect(401);
  });

  it.each([
    ['/api/admin/logout', { ok: true, message: MESSAGES.console.loggedOut }],
    ['/api/dev/logout', { success: true }],
  ])('%s ends the console session on the server', async (path, expected) => {
    const login = await t.http().post('/api/admin/login').send({ password: TEST_CONSOLE_PASSWORD }).expect(200);
    const cookie = sessionCookieOf(login);
    await t.http().get('/api/admin/members').set('Cookie', cookie).expect(200);
    const response = await t.http().post(path).set('Cookie', cookie).expect(200);
    expect(response.body).toMatchObject(expected);
    // The old cookie, replayed, no longer opens anything: the session is gone from the database.
    await t.http().get('/api/admin/members').set('Cookie', cookie).expect(401);
    await expect(
      t
        .http()
        .get('/api/simple/ping')
        .set('Cookie', cookie)
        .then((r) => r.body.console),
    ).resolves.toBe(false);
  });

  it('console logout keeps a member who was signed in on the same browser signed in', async () => {
    const member = await signedInMember(t, 'VERIFIED');
    await member.agent.post('/api/dev/login').send({ password: TEST_CONSOLE_PASSWORD }).expect(200);
    await member.agent.post('/api/dev/logout').expect(200);
    await member.agent.get('/api/admin/members').expect(403);
    await member.agent.get('/api/auth/user').expect(200);
  });

  it('console logout is fine without a session', async () => {
    await t.http().post('/api/admin/logout').expect(200);
    await t.http().post('/api/dev/logout').expect(200);
  });

  it('GET /api/simple/ping tells anyone whether they have admin rights', async () => {
    await expect(
      t
        .http()
        .get('/api/simple/ping')
        .then((r) => [r.status, r.body]),
    ).resolves.toEqual([200, { ok: true, console: false }]);
    const admin = await signedInAdmin(t);
    await expect(admin.get('/api/simple/ping').then((r) => r.body)).resolves.toEqual({ ok: true, console: true });
    const verified = await signedInMember(t, 'VERIFIED');
    await expect(verified.agent.get('/api/simple/ping').then((r) => r.body)).resolves.toEqual({
      ok: true,
      console: false,
    });
  });

  it('acts as "console" in approval records', async () => {
    const agent = await consoleAgent(t);
    const member = await createMember(t);
    await agent.post('/api/admin/approve-user').send({ userId: member.id, memo: '확인함' }).expect(200);
    const list = await agent.get('/api/admin/members').query({ status: 'verified' }).expect(200);
    const listed = list.body.items.find((item: { id: string }) => item.id === member.id);
    expect(listed.latestApproval).toMatchObject({ status: 'APPROVED', memo: '확인함', actedBy: 'console' });
  });

  it(`throttles wrong passwords per IP: after ${THROTTLE_LIMITS.console.perIp} failures → 429 with Retry-After, even for the right one`, async () => {
    const other = await createTestApp();
    try {
      for (let i = 0; i < THROTTLE_LIMITS.console.perIp; i++)
        await other
          .http()
          .post('/api/dev/login')
          .send({ password: `guess-${i}` })
          .expect(401);
      const refused = await other.http().post('/api/dev/login').send({ password: TEST_CONSOLE_PASSWORD }).expect(429);
      expect(refused.body).toEqual({
        ok: false,
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: MESSAGES.auth.rateLimited,
        success: false,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await other.http().post('/api/admin/login').send({ password: TEST_CONSOLE_PASSWORD }).expect(429);
    } finally {
      await other.close();
    }
  });

  it.each(['/api/admin/login', '/api/dev/login'])(
    '%s answers 503 in Korean when no console password is configured',
    async (path) => {
      const other = await createTestApp({}, (config) => {
        config.consolePassword = null;
      });
      try {
        const response = await other.http().post(path).send({ password: 'anything' }).expect(503);
        expect(response.body).toMatchObject({
          ok: false,
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: MESSAGES.console.notConfigured,
        });
      } finally {
        await other.close();
      }
    },
  );

  it('never puts the console password in an answer or a cookie', async () => {
    const response = await t.http().post('/api/admin/login').send({ password: TEST_CONSOLE_PASSWORD }).expect(200);
    expect(JSON.stringify(response.body)).not.toContain(TEST_CONSOLE_PASSWORD);
    expect(String(response.headers['set-cookie'])).not.toContain(TEST_CONSOLE_PASSWORD);
  });
});
