import { DataSource } from 'typeorm';
import { User } from '../src/members/user.entity';
import { SessionRecord } from '../src/sessions/session.entity';
import { consoleAgent, createMember, signedInAdmin, signedInMember, type Agent } from './support/accounts';
import { createTestApp, TEST_CONSOLE_PASSWORD, type TestApp } from './support/test-app';

/** "academy.sid=…" of a response that set the session cookie. */
function sessionCookie(response: { headers: Record<string, unknown> }): string {
  const cookies = (response.headers['set-cookie'] as string[] | undefined) ?? [];
  const cookie = cookies.find((line) => line.startsWith('academy.sid='));
  if (!cookie) throw new Error('no session cookie in the answer');
  return cookie.split(';')[0];
}

describe('session rules (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  const sessions = () => t.app.get(DataSource).getRepository(SessionRecord);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('login issues a new session id: a cookie planted before login is never signed in (no session fixation)', async () => {
    const member = await createMember(t);
    // An attacker obtains a valid session (a console login is one way to get one) and plants its cookie.
    const planted = sessionCookie(
      await t.http().post('/api/admin/login').send({ password: TEST_CONSOLE_PASSWORD }).expect(200),
    );
    const login = await t
      .http()
      .post('/api/auth/login')
      .set('Cookie', planted)
      .send({ email: member.email, password: member.password })
      .expect(200);
    const issued = sessionCookie(login);
    expect(issued).not.toBe(planted);
    await expect(
      t
        .http()
        .get('/api/auth/user')
        .set('Cookie', issued)
        .then((r) => r.body.id),
    ).resolves.toBe(member.id);
    await t.http().get('/api/auth/user').set('Cookie', planted).expect(401);
  });

  it('signing in as someone else on the same browser changes the session id again', async () => {
    const first = await createMember(t);
    const second = await createMember(t);
    const agent = t.agent();
    const a = sessionCookie(
      await agent.post('/api/auth/login').send({ email: first.email, password: first.password }).expect(200),
    );
    const b = sessionCookie(
      await agent.post('/api/auth/login').send({ email: second.email, password: second.password }).expect(200),
    );
    expect(b).not.toBe(a);
    await t.http().get('/api/auth/user').set('Cookie', a).expect(401);
    await expect(agent.get('/api/auth/user').then((r) => r.body.id)).resolves.toBe(second.id);
  });

  it.each(['/api/auth/logout', '/api/auth/student-logout'])(
    '%s kills the session on the server: the old cookie, replayed, is worthless',
    async (path) => {
      const member = await createMember(t);
      const cookie = sessionCookie(
        await t.http().post('/api/auth/login').send({ email: member.email, password: member.password }).expect(200),
      );
      await expect(sessions().countBy({ userId: member.id })).resolves.toBe(1);
      await t.http().post(path).set('Cookie', cookie).expect(200);
      await expect(sessions().countBy({ userId: member.id })).resolves.toBe(0);
      await t.http().get('/api/auth/user').set('Cookie', cookie).expect(401);
    },
  );

  it('a revoked member’s open session sees role PENDING on the very next request, and loses member-only access', async () => {
    const member = await signedInMember(t, 'PENDING');
    await admin.post('/api/admin/approve-user').send({ userId: member.id }).expect(200);
    await expect(member.agent.get('/api/auth/user').then((r) => r.body.role)).resolves.toBe('VERIFIED');
    await admin.post('/api/admin/revoke-user').send({ userId: member.id }).expect(200);
    await expect(member.agent.get('/api/auth/user').then((r) => r.body.role)).resolves.toBe('PENDING');
  });

  it('an ADMIN demoted in the database loses the admin routes on the next request', async () => {
    const other = await signedInMember(t, 'ADMIN');
    await other.agent.get('/api/admin/members').expect(200);
    await t.app.get(DataSource).getRepository(User).update({ id: other.id }, { role: 'VERIFIED' });
    await other.agent.get('/api/admin/members').expect(403);
  });

  it('a removed member’s session is gone (401), in every browser', async () => {
    const member = await signedInMember(t, 'VERIFIED');
    await admin.delete(`/api/admin/members/${member.id}`).expect(200);
    await member.agent.get('/api/auth/user').expect(401);
    await member.agent.get('/api/user/approvals').expect(401);
  });

  it('a user row deleted behind the API’s back gives no signed-in user either', async () => {
    const member = await signedInMember(t, 'PENDING');
    await t.app.get(DataSource).getRepository(User).delete({ id: member.id });
    await member.agent.get('/api/auth/user').expect(401);
  });

  it('the session cookie is HttpOnly, SameSite=Lax, on the whole site, and not Secure over plain http', async () => {
    const member = await createMember(t);
    const response = await t
      .http()
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password })
      .expect(200);
    const cookie = (response.headers['set-cookie'] as unknown as string[]).find((line) =>
      line.startsWith('academy.sid='),
    )!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('behind an HTTPS proxy (TRUST_PROXY) the cookie is Secure as well', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const member = await createMember(proxied);
      const response = await proxied
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: member.email, password: member.password })
        .expect(200);
      const cookie = (response.headers['set-cookie'] as unknown as string[]).find((line) =>
        line.startsWith('academy.sid='),
      )!;
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
    } finally {
      await proxied.close();
    }
  });

  it('no answer that carries a user has a password hash, and the session row holds only the user id', async () => {
    const member = await signedInMember(t, 'PENDING');
    const answers = [
      await t
        .http()
        .post('/api/auth/signup')
        .send({
          email: `x${Date.now()}@test.local`,
          firstName: '가',
          lastName: '나',
          password: 'secret1',
          confirmPassword: 'secret1',
          agreements: { terms: true, privacy: true },
        }),
      await t.agent().post('/api/auth/login').send({ email: member.email, password: member.password }),
      await member.agent.get('/api/auth/user'),
      await admin.post('/api/admin/approve-user').send({ userId: member.id }),
      await admin.get('/api/admin/members'),
      await admin.get('/api/admin/users/pending'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(300);
      expect(JSON.stringify(answer.body)).not.toMatch(/passwordHash|\$argon2|member-password/);
    }
    const row = await sessions().findOneByOrFail({ userId: member.id });
    expect(JSON.parse(row.data).passport).toEqual({ user: member.id });
    expect(row.data).not.toMatch(/argon2|password|email/i);
  });

  it('another app built in the same process (as the suites do) neither takes over nor breaks this app’s logins', async () => {
    const other = await createTestApp();
    const theirs = await createMember(other);
    await signedInMember(other, 'PENDING');
    await other.close();
    const ours = await signedInMember(t, 'VERIFIED');
    await expect(ours.agent.get('/api/auth/user').then((r) => r.body.id)).resolves.toBe(ours.id);
    await t.http().post('/api/auth/login').send({ email: theirs.email, password: theirs.password }).expect(401);
  });

  it('two apps open at once on different databases each sign in and read their own members (passport is one per process)', async () => {
    const other = await createTestApp();
    try {
      const [ours, theirs] = await Promise.all([signedInMember(t, 'VERIFIED'), signedInMember(other, 'VERIFIED')]);
      const reads = await Promise.all(
        [ours, theirs, ours, theirs].map(({ agent }) => agent.get('/api/auth/user').expect(200)),
      );
      expect(reads.map((read) => read.body.id)).toEqual([ours.id, theirs.id, ours.id, theirs.id]);
      await t.http().post('/api/auth/login').send({ email: theirs.email, password: theirs.password }).expect(401);
      await other.http().post('/api/auth/login').send({ email: ours.email, password: ours.password }).expect(401);
    } finally {
      await other.close();
    }
  });

  it('a console session is kept in the database like any other session', async () => {
    const agent = await consoleAgent(t);
    await agent.get('/api/admin/members').expect(200);
    const rows = await sessions().find();
    expect(rows.some((row) => JSON.parse(row.data).console?.since)).toBe(true);
  });
});
