import { MESSAGES } from '@academy/common';
import { LOGIN_FAILURE_LIMITS } from '../src/auth/throttle/login-throttle.service';
import { createMember, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const RATE_LIMITED = { ok: false, statusCode: 429, code: 'RATE_LIMITED', message: MESSAGES.auth.rateLimited };

describe('login throttling (e2e)', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (email: string, password: string) => t.http().post('/api/auth/login').send({ email, password });

  it('the 6th failed login for one e-mail answers 429 RATE_LIMITED with Retry-After, even with the right password', async () => {
    const member = await createMember(t);
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perEmail; i++) await login(member.email, `wrong-${i}`).expect(401);
    const refused = await login(member.email, 'wrong-again').expect(429);
    expect(refused.body).toEqual(RATE_LIMITED);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await login(member.email, member.password).expect(429);
    // Another account from the same client is unaffected.
    const other = await createMember(t);
    await login(other.email, other.password).expect(200);
  });

  it('counts one e-mail whatever its case or spacing', async () => {
    const member = await createMember(t);
    const spellings = [member.email, member.email.toUpperCase(), ` ${member.email} `, member.email, member.email.toUpperCase()];
    for (const email of spellings) await login(email, 'wrong').expect(401);
    await login(member.email, member.password).expect(429);
  });

  it('a successful login clears that e-mail’s failures', async () => {
    const member = await createMember(t);
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perEmail - 1; i++) await login(member.email, 'wrong').expect(401);
    await login(member.email, member.password).expect(200);
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perEmail - 1; i++) await login(member.email, 'wrong').expect(401);
    await login(member.email, member.password).expect(200);
  });

  it('unknown e-mails are throttled too (no hint that an account exists)', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perEmail; i++) await login(email, 'guess').expect(401);
    await login(email, 'guess').expect(429);
  });

  it('bodies refused with 400 do not count as failed logins', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 10; i++) await login(member.email, '').expect(400);
    await login(member.email, member.password).expect(200);
  });

  it(`one client failing on ${LOGIN_FAILURE_LIMITS.perIp} different e-mails is refused for any further e-mail`, async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perIp; i++) await login(uniqueEmail('spray'), 'guess').expect(401);
    const member = await createMember(t);
    const refused = await login(member.email, member.password).expect(429);
    expect(refused.body).toEqual(RATE_LIMITED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
