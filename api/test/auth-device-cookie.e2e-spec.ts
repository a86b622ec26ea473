import { MESSAGES, THROTTLE_LIMITS } from '@academy/common';
import { DAY_MS } from '@academy/common/korean-days';
import { DEVICE_COOKIE } from '../src/auth/device-cookie';
import { createMember, type Agent } from './support/accounts';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

const RATE_LIMITED = { ok: false, statusCode: 429, code: 'RATE_LIMITED', message: MESSAGES.auth.rateLimited };
const { perEmailAndIp, perEmail } = THROTTLE_LIMITS.login;
/** Tests that fill the e-mail's limit check perEmail wrong passwords one after another. */
const SPREAD_OUT_TIMEOUT_MS = 30_000;

/** The Set-Cookie line of the device cookie in a response, if any. */
const deviceCookieOf = (response: { headers: Record<string, unknown> }): string | undefined =>
  ([] as string[])
    .concat((response.headers['set-cookie'] as string[] | undefined) ?? [])
    .find((line) => line.startsWith(`${DEVICE_COOKIE}=`));

describe('device cookies: the owner gets in while a spread-out attacker is throttled (e2e)', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (client: Agent | ReturnType<TestApp['http']>, email: string, password: string, ip: string) =>
    client.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  /** perEmail wrong guesses at `email`: perEmailAndIp from each of perEmail / perEmailAndIp addresses. */
  async function spreadOutGuesses(email: string): Promise<void> {
    for (let client = 0; client < perEmail / perEmailAndIp; client++) {
      for (let i = 0; i < perEmailAndIp; i++)
        await login(t.http(), email, `guess-${client}-${i}`, `203.0.113.${client + 1}`).expect(401);
    }
  }

  it('a successful login sets a signed, httpOnly, SameSite=Lax device cookie for 180 days on the login path; a failed one does not', async () => {
    const member = await createMember(t);
    const failed = await login(t.http(), member.email, 'wrong', '198.51.100.1').expect(401);
    expect(deviceCookieOf(failed)).toBeUndefined();

    const signedIn = await login(t.http(), member.email, member.password, '198.51.100.1').expect(200);
    const cookie = deviceCookieOf(signedIn)!;
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE.replace('.', '\\.')}=[\\w-]+\\.[\\w-]+;`));
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${(180 * DAY_MS) / 1000}`);
    expect(cookie).not.toContain('Secure');
    // Neither the e-mail nor the cookie's value is in the answer or readable from the cookie.
    expect(cookie).not.toContain(encodeURIComponent(member.email));
    expect(JSON.stringify(signedIn.body)).not.toContain(cookie.split(';')[0].split('=')[1]);

    // Behind an HTTPS proxy it is Secure, like the session cookie.
    const overHttps = await login(t.http(), member.email, member.password, '198.51.100.1')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(deviceCookieOf(overHttps)).toContain('Secure');
  });

  it(
    'after guesses from many addresses fill the e-mail’s limit, the attacker is still refused and the owner’s device gets in',
    async () => {
      const member = await createMember(t);
      const owner = t.agent();
      await login(owner, member.email, member.password, '198.51.100.20').expect(200);
      await owner.post('/api/auth/logout').expect(200);

      await spreadOutGuesses(member.email);

      // The attacker, from a new address, even with the right password: refused.
      const refused = await login(t.http(), member.email, member.password, '203.0.113.200').expect(429);
      expect(refused.body).toEqual(RATE_LIMITED);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // So is the owner on a browser without the device cookie.
      await login(t.http(), member.email, member.password, '198.51.100.20').expect(429);
      // The owner's browser, from home or from the academy's network the attacker used: in.
      const signedIn = await login(owner, member.email, member.password, '198.51.100.21').expect(200);
      expect(signedIn.body.user.id).toBe(member.id);
      await owner.get('/api/auth/user').expect(200);
      await owner.post('/api/auth/logout').expect(200);
      await login(owner, member.email, member.password, '203.0.113.1').expect(200);
    },
    SPREAD_OUT_TIMEOUT_MS,
  );

  it('a trusted device that fails too often is locked on its own, and its failures do not fill the e-mail’s limit', async () => {
    const member = await createMember(t);
    const device = t.agent();
    await login(device, member.email, member.password, '198.51.100.30').expect(200);

    for (let i = 0; i < perEmailAndIp; i++)
      await login(device, member.email, `wrong-${i}`, `198.51.100.${31 + i}`).expect(401);
    const locked = await login(device, member.email, member.password, '198.51.100.40').expect(429);
    expect(locked.body).toEqual(RATE_LIMITED);

    // Another browser (no device cookie) is counted as before, untouched by the device's failures.
    await login(t.http(), member.email, member.password, '198.51.100.41').expect(200);
  });

  it(
    'a device cookie helps only the account it was issued for, and a forged one is worth nothing',
    async () => {
      const victim = await createMember(t);
      const attacker = await createMember(t);
      const attackerBrowser = t.agent();
      const own = await login(attackerBrowser, attacker.email, attacker.password, '203.0.113.150').expect(200);
      const [nonce, signature] = deviceCookieOf(own)!.split(';')[0].split('=')[1].split('.');

      await spreadOutGuesses(victim.email);

      // The attacker's own cookie, sent for the victim's e-mail: counted as an untrusted browser.
      await login(attackerBrowser, victim.email, victim.password, '203.0.113.151').expect(429);
      const forged = [`${nonce}.${signature.slice(0, -2)}AA`, `${nonce}x.${signature}`, 'anything', `${nonce}.`];
      for (const value of forged) {
        await t
          .http()
          .post('/api/auth/login')
          .set('X-Forwarded-For', '203.0.113.152')
          .set('Cookie', `${DEVICE_COOKIE}=${value}`)
          .send({ email: victim.email, password: victim.password })
          .expect(429);
      }
    },
    SPREAD_OUT_TIMEOUT_MS,
  );
  it(
    'a password change or an administrator reset makes every device cookie issued before it worthless, a stolen one too',
    async () => {
      const member = await createMember(t);
      const owner = t.agent();
      const first = await login(owner, member.email, member.password, '198.51.100.60').expect(200);
      const stolen = deviceCookieOf(first)!.split(';')[0];

      const changed = 'changed-password-2';
      await owner
        .post('/api/auth/password')
        .send({ currentPassword: member.password, newPassword: changed, confirmPassword: changed })
        .expect(200);
      await spreadOutGuesses(member.email);

      // The thief holds the old cookie and has learnt the new password: counted as a stranger, refused.
      await t
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.160')
        .set('Cookie', stolen)
        .send({ email: member.email, password: changed })
        .expect(429);
      // So is the owner's browser until it signs in again: its cookie was issued for the old password too.
      await login(owner, member.email, changed, '198.51.100.61').expect(429);

      // An administrator's reset does the same.
      const other = await createMember(t);
      const browser = t.agent();
      const signedIn = await login(browser, other.email, other.password, '198.51.100.62').expect(200);
      const cookie = deviceCookieOf(signedIn)!.split(';')[0];
      const admin = t.agent();
      await admin.post('/api/auth/login').send(TEST_ADMIN).expect(200);
      const reset = await admin.post(`/api/admin/members/${other.id}/password-reset`).expect(200);
      await spreadOutGuesses(other.email);
      await t
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', '198.51.100.63')
        .set('Cookie', cookie)
        .send({ email: other.email, password: reset.body.temporaryPassword as string })
        .expect(429);
    },
    SPREAD_OUT_TIMEOUT_MS * 2,
  );
});
