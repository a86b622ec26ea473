import { DataSource } from 'typeorm';
import { MESSAGES } from '@academy/common';
import { PasswordHasher } from '../src/auth/password-hasher';
import { AdminAccountBootstrap } from '../src/auth/admin-account.bootstrap';
import { User } from '../src/members/user.entity';
import { createMember, MEMBER_PASSWORD, signIn, signupBody, uniqueEmail } from './support/accounts';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

const V = MESSAGES.validation;
const USER_KEYS = [
  'createdAt',
  'email',
  'firstName',
  'id',
  'lastName',
  'mustChangePassword',
  'profileImageUrl',
  'role',
  'updatedAt',
];

describe('accounts: sign-up, login, current user, logout (e2e)', () => {
  let t: TestApp;
  let badInputs = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    console.log(`auth.e2e: ${badInputs} bad inputs tried, each answered 400 with a Korean message`);
    await t.close();
  });

  describe('POST /api/auth/signup', () => {
    it('creates a PENDING member with a trimmed, lower-cased e-mail and answers 201 with the message', async () => {
      const email = uniqueEmail('New.Student');
      const response = await t
        .http()
        .post('/api/auth/signup')
        .send(signupBody({ email: `  ${email.toUpperCase()} `, firstName: ' 지민 ' }))
        .expect(201);
      expect(response.body).toEqual({ ok: true, message: MESSAGES.auth.signupSuccess, user: expect.any(Object) });
      expect(Object.keys(response.body.user).sort()).toEqual(USER_KEYS);
      expect(response.body.user).toMatchObject({
        email: email.toLowerCase(),
        firstName: '지민',
        lastName: '김',
        role: 'PENDING',
        profileImageUrl: null,
      });
      expect(new Date(response.body.user.createdAt).toISOString()).toBe(response.body.user.createdAt);
    });

    it('stores an argon2id hash, never the password', async () => {
      const body = signupBody();
      await t.http().post('/api/auth/signup').send(body).expect(201);
      const row = await t.app
        .get(DataSource)
        .getRepository(User)
        .createQueryBuilder('u')
        .addSelect('u.passwordHash')
        .where('u.email = :email', { email: body.email })
        .getOneOrFail();
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.passwordHash).not.toContain(body.password);
    });

    it('does not sign the new member in', async () => {
      const agent = t.agent();
      await agent.post('/api/auth/signup').send(signupBody()).expect(201);
      await agent.get('/api/auth/user').expect(401);
    });

    it('ignores a role sent by the client: every sign-up is PENDING', async () => {
      const response = await t
        .http()
        .post('/api/auth/signup')
        .send({ ...signupBody(), role: 'ADMIN' })
        .expect(201);
      expect(response.body.user.role).toBe('PENDING');
    });

    it('answers 409 DUPLICATE_EMAIL for a taken e-mail, whatever its case', async () => {
      const body = signupBody();
      await t.http().post('/api/auth/signup').send(body).expect(201);
      const response = await t
        .http()
        .post('/api/auth/signup')
        .send({ ...body, email: body.email.toUpperCase() })
        .expect(409);
      expect(response.body).toEqual({
        ok: false,
        statusCode: 409,
        code: 'DUPLICATE_EMAIL',
        message: MESSAGES.auth.duplicateEmail,
      });
    });

    it('answers 409 to every loser of a sign-up race on one e-mail, never a 500', async () => {
      const body = signupBody();
      const statuses = await Promise.all(
        Array.from({ length: 5 }, () =>
          t
            .http()
            .post('/api/auth/signup')
            .send(body)
            .then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    });

    const valid = signupBody({ email: 'valid-shape@test.local' });
    const signupRules: Array<[string, Record<string, unknown>, string, string]> = [
      ['invalid e-mail', { ...valid, email: 'not-an-email' }, 'email', V.email],
      ['e-mail over 254 characters', { ...valid, email: `${'a'.repeat(250)}@b.co` }, 'email', V.email],
      ['empty first name', { ...valid, firstName: '' }, 'firstName', V.firstName],
      ['blank first name', { ...valid, firstName: '   ' }, 'firstName', V.firstName],
      ['first name over 50', { ...valid, firstName: '가'.repeat(51) }, 'firstName', V.nameMax],
      ['empty last name', { ...valid, lastName: '' }, 'lastName', V.lastName],
      ['last name over 50', { ...valid, lastName: 'x'.repeat(51) }, 'lastName', V.nameMax],
      [
        'password of 5 characters',
        { ...valid, password: '12345', confirmPassword: '12345' },
        'password',
        V.passwordMin,
      ],
      [
        'password over 128',
        { ...valid, password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
        'password',
        V.passwordMax,
      ],
      ['confirmation mismatch', { ...valid, confirmPassword: 'other-password' }, 'confirmPassword', V.passwordMismatch],
    ];

    it.each(signupRules)('%s → 400 with the spec message on its field', async (_name, body, field, message) => {
      badInputs++;
      const response = await t.http().post('/api/auth/signup').send(body).expect(400);
      expect(response.body).toEqual({
        ok: false,
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message,
        errors: [{ field, message }],
      });
    });

    it('accepts the limits themselves: 254-character e-mail, 50-character names, 6 and 128-character passwords', async () => {
      await t
        .http()
        .post('/api/auth/signup')
        .send(signupBody({ email: `${'a'.repeat(241)}${Date.now()}@t.co`.slice(-254), password: '123456' }))
        .expect(201);
      await t
        .http()
        .post('/api/auth/signup')
        .send(signupBody({ firstName: '가'.repeat(50), lastName: 'x'.repeat(50), password: 'p'.repeat(128) }))
        .expect(201);
    });

    it('reports every broken field at once, the first one as the message', async () => {
      badInputs++;
      const response = await t
        .http()
        .post('/api/auth/signup')
        .send({
          email: 'x',
          firstName: '',
          lastName: '',
          password: '1',
          confirmPassword: '2',
          agreements: { terms: true, privacy: true },
        })
        .expect(400);
      expect(response.body.message).toBe(V.email);
      expect(response.body.errors).toEqual([
        { field: 'email', message: V.email },
        { field: 'firstName', message: V.firstName },
        { field: 'lastName', message: V.lastName },
        { field: 'password', message: V.passwordMin },
        { field: 'confirmPassword', message: V.passwordMismatch },
      ]);
    });
  });

  describe('odd bodies never cause a 500', () => {
    const huge = 'x'.repeat(10_000);
    const oddBodies: Array<[string, unknown]> = [
      ['no body', undefined],
      ['an empty object', {}],
      ['numbers everywhere', { email: 1, firstName: 2, lastName: 3, password: 4, confirmPassword: 4 }],
      ['nulls everywhere', { email: null, firstName: null, lastName: null, password: null, confirmPassword: null }],
      ['booleans', { email: true, firstName: false, lastName: true, password: true, confirmPassword: true }],
      [
        'nested objects',
        { email: { $ne: '' }, firstName: { a: 1 }, lastName: [], password: { length: 10 }, confirmPassword: {} },
      ],
      ['a 10 kB e-mail only', { ...signupBody(), email: `${huge}@t.co` }],
    ];
    // Refused as bodies, before any field is read.
    const refusedBodies: Array<[string, unknown, number, string, string]> = [
      ['an empty array', [], 400, 'BAD_REQUEST', MESSAGES.errors.bodyNotObject],
      ['an array of forms', [signupBody()], 400, 'BAD_REQUEST', MESSAGES.errors.bodyNotObject],
      [
        'prototype keys',
        JSON.parse('{"__proto__": {"role": "ADMIN"}, "constructor": {"x": 1}}'),
        400,
        'BAD_REQUEST',
        MESSAGES.errors.forbiddenKey,
      ],
      [
        '50 kB of strings',
        { email: `${huge}@t.co`, firstName: huge, lastName: huge, password: huge, confirmPassword: huge },
        413,
        'PAYLOAD_TOO_LARGE',
        MESSAGES.errors.payloadTooLarge,
      ],
    ];

    for (const path of ['/api/auth/signup', '/api/auth/login']) {
      it.each(oddBodies)(`${path} with %s → 400 VALIDATION_FAILED in Korean`, async (_name, body) => {
        badInputs++;
        const pending = t.http().post(path);
        const response = await (body === undefined ? pending : pending.send(body as object)).expect(400);
        expect(response.body).toMatchObject({ ok: false, statusCode: 400, code: 'VALIDATION_FAILED' });
        expect(response.body.message).toMatch(/[가-힣]/);
        expect(response.body.errors.length).toBeGreaterThan(0);
      });

      it.each(refusedBodies)(`${path} with %s → %i %s in Korean`, async (_name, body, status, code, message) => {
        badInputs++;
        const response = await t
          .http()
          .post(path)
          .send(body as object)
          .expect(status);
        expect(response.body).toEqual({ ok: false, statusCode: status, code, message });
      });

      it(`${path} with a JSON scalar, broken JSON or a form body → 400 or 415 in Korean`, async () => {
        badInputs += 4;
        for (const raw of ['42', '"text"', '{"email": ']) {
          const response = await t.http().post(path).set('Content-Type', 'application/json').send(raw).expect(400);
          expect(response.body).toMatchObject({ ok: false, code: 'BAD_REQUEST', message: MESSAGES.errors.badJson });
        }
        const form = await t.http().post(path).type('form').send('email=a@b.co&password=x').expect(415);
        expect(form.body).toMatchObject({
          ok: false,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: MESSAGES.errors.unsupportedMediaType,
        });
      });
    }
  });

  describe('POST /api/auth/login', () => {
    let member: Awaited<ReturnType<typeof createMember>>;
    beforeAll(async () => {
      member = await createMember(t, 'PENDING', { firstName: '서연' });
    });

    it('signs a PENDING member in: 200 with the welcome message and the user, and sets the session cookie', async () => {
      const agent = t.agent();
      const response = await agent
        .post('/api/auth/login')
        .send({ email: member.email, password: member.password })
        .expect(200);
      expect(response.body).toEqual({
        ok: true,
        message: '환영합니다, 서연님!',
        user: expect.objectContaining({ id: member.id, role: 'PENDING' }),
      });
      expect(Object.keys(response.body.user).sort()).toEqual(USER_KEYS);
      expect(response.headers['set-cookie']).toEqual(
        expect.arrayContaining([expect.stringMatching(/^academy\.sid=/), expect.stringMatching(/^academy\.device=/)]),
      );
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body).toMatchObject({ id: member.id, email: member.email, role: 'PENDING' });
    });

    it('accepts the e-mail in any case and with spaces around it', async () => {
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: `  ${member.email.toUpperCase()} `, password: member.password })
        .expect(200);
    });

    it('answers the same 401 INVALID_CREDENTIALS for a wrong password and for an unknown e-mail', async () => {
      const wrong = await t
        .http()
        .post('/api/auth/login')
        .send({ email: member.email, password: 'wrong-password' })
        .expect(401);
      const unknown = await t
        .http()
        .post('/api/auth/login')
        .send({ email: uniqueEmail('nobody'), password: MEMBER_PASSWORD })
        .expect(401);
      const expected = {
        ok: false,
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: MESSAGES.auth.invalidCredentials,
      };
      expect(wrong.body).toEqual(expected);
      expect(unknown.body).toEqual(expected);
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('treats the password as typed: surrounding spaces make it wrong', async () => {
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: member.email, password: ` ${member.password}` })
        .expect(401);
    });

    const loginRules: Array<[string, Record<string, unknown>, string, string]> = [
      ['invalid e-mail', { email: 'student', password: 'x' }, 'email', V.email],
      ['missing e-mail', { password: 'x' }, 'email', V.email],
      ['empty password', { email: 'a@b.co', password: '' }, 'password', V.passwordRequired],
      ['missing password', { email: 'a@b.co' }, 'password', V.passwordRequired],
      ['password over 128', { email: 'a@b.co', password: 'p'.repeat(129) }, 'password', V.passwordMax],
    ];

    it.each(loginRules)('%s → 400 (not 401) with the spec message', async (_name, body, field, message) => {
      badInputs++;
      const response = await t.http().post('/api/auth/login').send(body).expect(400);
      expect(response.body).toEqual({
        ok: false,
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message,
        errors: [{ field, message }],
      });
    });
  });

  describe('GET /api/auth/user', () => {
    it('answers 401 in Korean without a session', async () => {
      const response = await t.http().get('/api/auth/user').expect(401);
      expect(response.body).toEqual({
        ok: false,
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: MESSAGES.auth.unauthorized,
      });
    });

    it('is never cached', async () => {
      const member = await createMember(t);
      const agent = await signIn(t, member.email, member.password);
      const response = await agent.get('/api/auth/user').expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('logout', () => {
    it.each(['/api/auth/logout', '/api/auth/student-logout'])(
      '%s answers 200 with the message and clears the cookie',
      async (path) => {
        const member = await createMember(t);
        const agent = await signIn(t, member.email, member.password);
        const response = await agent.post(path).expect(200);
        expect(response.body).toEqual({ ok: true, message: MESSAGES.auth.logoutDone });
        expect(response.headers['set-cookie']?.[0]).toMatch(/^academy\.sid=;.*Expires=Thu, 01 Jan 1970/);
        await agent.get('/api/auth/user').expect(401);
      },
    );

    it.each(['/api/auth/logout', '/api/auth/student-logout'])('%s is fine without a session', async (path) => {
      const response = await t.http().post(path).expect(200);
      expect(response.body).toEqual({ ok: true, message: MESSAGES.auth.logoutDone });
    });
  });

  describe('GET /api/login', () => {
    it('redirects to the login page', async () => {
      const response = await t.http().get('/api/login').expect(302);
      expect(response.headers.location).toBe('/login');
    });
  });

  describe('the configured administrator', () => {
    it('exists at start as ADMIN and can sign in', async () => {
      const agent = await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password);
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body).toMatchObject({ email: TEST_ADMIN.email, role: 'ADMIN' });
    });

    it('is restored at the next start: role back to ADMIN, password back to ADMIN_PASSWORD', async () => {
      const users = t.app.get(DataSource).getRepository(User);
      await users.update(
        { email: TEST_ADMIN.email },
        { role: 'PENDING', passwordHash: await t.app.get(PasswordHasher).hash('something-else') },
      );
      await t.http().post('/api/auth/login').send(TEST_ADMIN).expect(401);
      await t.app.get(AdminAccountBootstrap).onApplicationBootstrap();
      const agent = await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password);
      await expect(agent.get('/api/auth/user').then((r) => r.body.role)).resolves.toBe('ADMIN');
      await expect(users.countBy({ email: TEST_ADMIN.email })).resolves.toBe(1);
    });
  });
});
