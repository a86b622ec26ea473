import { DataSource } from 'typeorm';
import { MESSAGES, THROTTLE_LIMITS } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AuditRecord } from '../src/audit/audit-record.entity';
import { User } from '../src/members/user.entity';
import { SESSION_COOKIE } from '../src/sessions/session.setup';
import { consoleAgent, createMember, signedInAdmin, signedInMember, signIn, type Agent } from './support/accounts';
import { HANGUL } from './support/error-shape';
import { sendRaw } from './support/raw-body';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/test-app';
import { labelOf, pathOf, ROUTES, type Route } from './hostile/routes';

const V = MESSAGES.validation;
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const cookieOf = (response: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((response.headers['set-cookie'] as string[] | undefined) ?? [])
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));

let nextIp = 0;
/** A client address of its own per test (TRUST_PROXY): throttle counts never leak between tests. */
const freshIp = () => `203.0.113.${++nextIp}`;

describe('passwords and sessions (e2e)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const users = () => t.app.get(DataSource).getRepository(User);
  const login = (email: string, password: string, ip = freshIp()) =>
    t.http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  const change = (agent: Agent, body: Record<string, unknown>, ip = freshIp()) =>
    agent.post('/api/auth/password').set('X-Forwarded-For', ip).send(body);

  describe('POST /api/auth/password', () => {
    it('changes the password, keeps this browser signed in under a new session id and signs every other browser out', async () => {
      const member = await createMember(t, 'VERIFIED');
      const here = await signIn(t, member.email, member.password);
      const elsewhere = await signIn(t, member.email, member.password);
      const before = await here.get('/api/auth/user').expect(200);
      const oldCookie = cookieOf(before) ?? null;

      const response = await change(here, {
        currentPassword: member.password,
        newPassword: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      }).expect(200);
      expect(response.body).toMatchObject({
        ok: true,
        message: MESSAGES.auth.passwordChanged,
        user: { id: member.id, mustChangePassword: false },
      });
      const newCookie = cookieOf(response);
      expect(newCookie).toBeDefined();
      expect(newCookie).not.toEqual(oldCookie);

      // The account changed: a screen that keys on updatedAt reads what depends on it again.
      expect(Date.parse((await here.get('/api/auth/user').expect(200)).body.updatedAt)).toBeGreaterThan(
        Date.parse(before.body.updatedAt),
      );
      await elsewhere.get('/api/auth/user').expect(401);
      await login(member.email, member.password).expect(401);
      await login(member.email, 'brand-new-pass').expect(200);
    });

    it('a wrong current password is 400 INVALID_CREDENTIALS on currentPassword, and nothing changes', async () => {
      const member = await signedInMember(t, 'VERIFIED');
      const response = await change(member.agent, {
        currentPassword: 'not-it',
        newPassword: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      }).expect(400);
      expect(response.body).toEqual({
        ok: false,
        statusCode: 400,
        code: 'INVALID_CREDENTIALS',
        message: MESSAGES.auth.wrongCurrentPassword,
        errors: [{ field: 'currentPassword', message: MESSAGES.auth.wrongCurrentPassword }],
      });
      await member.agent.get('/api/auth/user').expect(200);
      await login(member.email, member.password).expect(200);
    });

    it.each([
      [
        'a new password of 5 characters',
        { newPassword: '12345', confirmPassword: '12345' },
        'newPassword',
        V.passwordMin,
      ],
      [
        'a new password of 129 characters',
        { newPassword: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
        'newPassword',
        V.passwordMax,
      ],
      [
        'the current password again',
        { newPassword: 'SAME', confirmPassword: 'SAME' },
        'newPassword',
        V.passwordUnchanged,
      ],
      [
        'a different confirmation',
        { newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pasS' },
        'confirmPassword',
        V.passwordMismatch,
      ],
      [
        'no current password',
        { currentPassword: '', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
        'currentPassword',
        V.currentPassword,
      ],
    ])('%s: 400 with the sign-up rule’s Korean message', async (_name, fields, field, message) => {
      const member = await signedInMember(t, 'PENDING');
      const body = { currentPassword: member.password, ...fields };
      for (const key of ['newPassword', 'confirmPassword'] as const)
        if (body[key] === 'SAME') body[key] = member.password;
      const response = await change(member.agent, body).expect(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: expect.arrayContaining([{ field, message }]),
      });
      await login(member.email, member.password).expect(200);
    });

    it('is throttled like a login: after five wrong current passwords even the right one answers 429 with Retry-After', async () => {
      const member = await signedInMember(t, 'VERIFIED');
      const ip = freshIp();
      const body = (currentPassword: string) => ({
        currentPassword,
        newPassword: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      });
      for (let i = 0; i < THROTTLE_LIMITS.login.perEmailAndIp; i++)
        await change(member.agent, body(`wrong-${i}`), ip).expect(400);
      const refused = await change(member.agent, body(member.password), ip).expect(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', message: MESSAGES.auth.rateLimited });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The same counter as the login form: guessing here cannot be continued there.
      await login(member.email, member.password, ip).expect(429);
      await login(member.email, member.password).expect(200);
    });

    it('the administrator named by ADMIN_EMAIL changes the password in the settings, not here (409)', async () => {
      const response = await change(admin, {
        currentPassword: TEST_ADMIN.password,
        newPassword: 'another-admin-pass',
        confirmPassword: 'another-admin-pass',
      }).expect(409);
      expect(response.body).toEqual({
        ok: false,
        statusCode: 409,
        code: 'INVALID_STATE',
        message: MESSAGES.auth.adminPasswordFromSettings,
      });
      await login(TEST_ADMIN.email, TEST_ADMIN.password).expect(200);
    });

    it('needs a session (401), and a console session alone is not one', async () => {
      const body = { currentPassword: 'x', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' };
      await t.http().post('/api/auth/password').send(body).expect(401);
      await (await consoleAgent(t)).post('/api/auth/password').send(body).expect(401);
    });
  });

  describe('the session list', () => {
    it('lists each signed-in browser with its times and browser, marks this one, and never shows a session id', async () => {
      const member = await createMember(t, 'VERIFIED');
      const phone = t.agent();
      await phone
        .post('/api/auth/login')
        .set('User-Agent', SAFARI_ON_IPHONE)
        .send({ email: member.email, password: member.password })
        .expect(200);
      const desk = t.agent();
      const loggedIn = await desk
        .post('/api/auth/login')
        .set('User-Agent', CHROME_ON_WINDOWS)
        .send({ email: member.email, password: member.password })
        .expect(200);
      const sid = decodeURIComponent(cookieOf(loggedIn)!.split(';')[0].split('=')[1]);

      const response = await desk.get('/api/auth/sessions').expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual([
        {
          id: expect.any(String),
          createdAt: expect.any(String),
          lastSeenAt: expect.any(String),
          browser: 'Chrome 126 · Windows',
          current: true,
        },
        {
          id: expect.any(String),
          createdAt: expect.any(String),
          lastSeenAt: expect.any(String),
          browser: 'Safari 17 · iPhone',
          current: false,
        },
      ]);
      for (const session of response.body) {
        expect(sid).not.toContain(session.id);
        expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
        expect(Math.abs(Date.now() - Date.parse(session.createdAt))).toBeLessThan(60_000);
      }
    });

    it('DELETE /api/auth/sessions/others ends the other browsers, answers how many, and keeps this one', async () => {
      const member = await createMember(t, 'VERIFIED');
      const here = await signIn(t, member.email, member.password);
      const others = [await signIn(t, member.email, member.password), await signIn(t, member.email, member.password)];
      const response = await here.delete('/api/auth/sessions/others').expect(200);
      expect(response.body).toEqual({ ok: true, message: MESSAGES.auth.otherSessionsEnded(2), ended: 2 });
      for (const other of others) await other.get('/api/auth/user').expect(401);
      await here.get('/api/auth/user').expect(200);
      await expect(here.get('/api/auth/sessions').then((r) => r.body)).resolves.toEqual([
        expect.objectContaining({ current: true }),
      ]);
      await expect(here.delete('/api/auth/sessions/others').then((r) => r.body)).resolves.toEqual({
        ok: true,
        message: MESSAGES.auth.otherSessionsEnded(0),
        ended: 0,
      });
    });

    it('is only ever the caller’s own: another member’s sessions are neither listed nor ended', async () => {
      const one = await signedInMember(t, 'VERIFIED');
      const two = await signedInMember(t, 'VERIFIED');
      await one.agent.delete('/api/auth/sessions/others').expect(200);
      await two.agent.get('/api/auth/user').expect(200);
      await expect(one.agent.get('/api/auth/sessions').then((r) => r.body.length)).resolves.toBe(1);
      await t.http().get('/api/auth/sessions').expect(401);
    });
  });

  describe('an administrator’s reset and the forced change', () => {
    /** Routes a member who must change the password may still call, and the public reads. */
    const STILL_OPEN = new Set([
      'get /api/auth/user',
      'post /api/auth/password',
      'post /api/auth/logout',
      'post /api/auth/student-logout',
      'post /api/admin/logout',
      'post /api/dev/logout',
      'get /api/health',
      'get /api/health/live',
      'get /api/health/ready',
      'get /api/login',
      'get /api/courses',
      'get /api/gallery',
      'get /api/programs',
      'get /api/programs/:slug',
      'get /api/notices',
      'get /api/notices/:id',
      'get /api/site',
      'get /api/academy',
      'get /api/simple/ping',
      // An invitation's link names the student it is for to whoever holds it: nothing of the caller's.
      'get /api/parent-invitations/:token',
    ]);
    const closed = ROUTES.filter((route) => !STILL_OPEN.has(`${route.method} ${route.path}`));
    const send = (agent: Agent, route: Route) =>
      sendRaw(agent, {
        method: route.method,
        path: pathOf(route),
        ...(route.valid ? { body: JSON.stringify(route.valid), headers: { 'Content-Type': 'application/json' } } : {}),
      });

    it('reset → the old password is refused → the temporary one works → every other route answers 403 PASSWORD_CHANGE_REQUIRED → change → normal', async () => {
      const member = await signedInMember(t, 'VERIFIED');
      const reset = await admin.post(`/api/admin/members/${member.id}/password-reset`).expect(200);
      expect(reset.headers['cache-control']).toBe('no-store');
      expect(reset.body).toEqual({
        ok: true,
        message: ADMIN_MESSAGES.members.passwordReset,
        temporaryPassword: expect.stringMatching(/^[A-HJ-NP-Za-km-z2-9]{12}$/),
      });
      const temporary: string = reset.body.temporaryPassword;

      // Every session of the member ended; only a hash of the temporary password is kept.
      await member.agent.get('/api/auth/user').expect(401);
      const stored = await users()
        .createQueryBuilder('u')
        .addSelect('u.passwordHash')
        .where('u.id = :id', { id: member.id })
        .getOneOrFail();
      expect(stored).toMatchObject({ mustChangePassword: true });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
      expect(stored.passwordHash).not.toContain(temporary);

      await login(member.email, member.password).expect(401);
      const agent = t.agent();
      const signedIn = await agent
        .post('/api/auth/login')
        .send({ email: member.email, password: temporary })
        .expect(200);
      expect(signedIn.body.user).toMatchObject({ id: member.id, mustChangePassword: true });
      await expect(agent.get('/api/auth/user').then((r) => r.body)).resolves.toMatchObject({
        mustChangePassword: true,
      });

      const notRefused: string[] = [];
      for (const route of closed) {
        const response = await send(agent, route);
        const refused =
          response.status === 403 &&
          response.body.code === 'PASSWORD_CHANGE_REQUIRED' &&
          response.body.message === MESSAGES.auth.passwordChangeRequired;
        if (!refused) notRefused.push(`${labelOf(route)} → ${response.status} ${response.body?.code ?? ''}`);
      }
      expect(notRefused).toEqual([]);
      expect(closed.length).toBeGreaterThanOrEqual(60);
      // The public reads stay open: they show nothing of the member's.
      await agent.get('/api/courses').expect(200);
      await agent.get('/api/notices').expect(200);

      const changed = await agent
        .post('/api/auth/password')
        .send({ currentPassword: temporary, newPassword: 'my-own-pass', confirmPassword: 'my-own-pass' })
        .expect(200);
      expect(changed.body.user).toMatchObject({ mustChangePassword: false });
      await agent.get('/api/user/approvals').expect(200);
      await agent.get('/api/videos').expect(200);
      await expect(agent.get('/api/auth/user').then((r) => r.body)).resolves.toMatchObject({
        mustChangePassword: false,
      });
      await login(member.email, temporary).expect(401);
    });

    it('the member who must change may sign out; the next login with the temporary password asks again', async () => {
      const member = await createMember(t, 'PENDING');
      const temporary = (await admin.post(`/api/admin/members/${member.id}/password-reset`).expect(200)).body
        .temporaryPassword as string;
      const agent = await signIn(t, member.email, temporary);
      await agent.post('/api/auth/student-logout').expect(200);
      await agent.get('/api/auth/user').expect(401);
      const again = await signIn(t, member.email, temporary);
      await again.get('/api/user/approvals').expect(403);
    });

    it('a console session may reset too; an ADMIN account cannot be reset (409 INVALID_STATE) and an unknown id is 404', async () => {
      const member = await createMember(t, 'PENDING');
      const console = await consoleAgent(t);
      await console.post(`/api/admin/members/${member.id}/password-reset`).expect(200);

      const adminRow = await users().findOneByOrFail({ email: TEST_ADMIN.email });
      const refused = await console.post(`/api/admin/members/${adminRow.id}/password-reset`).expect(409);
      expect(refused.body).toEqual({
        ok: false,
        statusCode: 409,
        code: 'INVALID_STATE',
        message: ADMIN_MESSAGES.members.cannotResetAdmin,
      });
      await login(TEST_ADMIN.email, TEST_ADMIN.password).expect(200);
      await expect(users().findOneByOrFail({ id: adminRow.id })).resolves.toMatchObject({ mustChangePassword: false });

      const unknown = await admin
        .post('/api/admin/members/00000000-0000-0000-0000-000000000000/password-reset')
        .expect(404);
      expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.members.notFound });
    });

    it('members cannot reset anyone (403), visitors get 401', async () => {
      const target = await createMember(t, 'PENDING');
      const member = await signedInMember(t, 'VERIFIED');
      await member.agent.post(`/api/admin/members/${target.id}/password-reset`).expect(403);
      await t.http().post(`/api/admin/members/${target.id}/password-reset`).expect(401);
      await expect(users().findOneByOrFail({ id: target.id })).resolves.toMatchObject({ mustChangePassword: false });
    });

    it('the temporary password is in no audit row', async () => {
      const member = await createMember(t, 'PENDING');
      const temporary = (await admin.post(`/api/admin/members/${member.id}/password-reset`).expect(200)).body
        .temporaryPassword as string;
      const rows = await t.app
        .get(DataSource)
        .getRepository(AuditRecord)
        .find({ where: { targetId: member.id }, order: { id: 'ASC' } });
      // The sign-up's consent row, then the reset's.
      expect(rows.map((row) => row.action)).toEqual(['MEMBER_CONSENT', 'MEMBER_PASSWORD_RESET']);
      expect(rows[1].summary).toMatch(HANGUL);
      expect(JSON.stringify(rows)).not.toContain(temporary);
    });
  });
});
