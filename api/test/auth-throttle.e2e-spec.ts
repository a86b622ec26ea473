import { MESSAGES, THROTTLE_LIMITS } from '@academy/common';
import { createMember, uniqueEmail } from './support/accounts';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

const RATE_LIMITED = { ok: false, statusCode: 429, code: 'RATE_LIMITED', message: MESSAGES.auth.rateLimited };
const { perEmailAndIp, perIp, perEmail } = THROTTLE_LIMITS.login;

/** Sequential logins; TRUST_PROXY lets each test speak from the client addresses it names. */
describe('login throttling (e2e)', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (email: string, password: string, ip = '198.51.100.1') =>
    t.http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  it('the 6th failed login for one e-mail from one client answers 429 RATE_LIMITED with Retry-After, even with the right password', async () => {
    const member = await createMember(t);
    for (let i = 0; i < perEmailAndIp; i++) await login(member.email, `wrong-${i}`).expect(401);
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
    const spellings = [
      member.email,
      member.email.toUpperCase(),
      ` ${member.email} `,
      member.email,
      member.email.toUpperCase(),
    ];
    for (const email of spellings) await login(email, 'wrong').expect(401);
    await login(member.email, member.password).expect(429);
  });

  it('a successful login clears that e-mail’s failures from that client', async () => {
    const member = await createMember(t);
    for (let i = 0; i < perEmailAndIp - 1; i++) await login(member.email, 'wrong').expect(401);
    await login(member.email, member.password).expect(200);
    for (let i = 0; i < perEmailAndIp - 1; i++) await login(member.email, 'wrong').expect(401);
    await login(member.email, member.password).expect(200);
  });

  it('unknown e-mails are throttled too (no hint that an account exists)', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < perEmailAndIp; i++) await login(email, 'guess').expect(401);
    await login(email, 'guess').expect(429);
  });

  it('bodies refused with 400 do not count as failed logins', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 10; i++) await login(member.email, '').expect(400);
    await login(member.email, member.password).expect(200);
  });

  it(`one client failing on ${perIp} different e-mails is refused for any further e-mail, other clients are not`, async () => {
    for (let i = 0; i < perIp; i++) await login(uniqueEmail('spray'), 'guess', '198.51.100.9').expect(401);
    const member = await createMember(t);
    const refused = await login(member.email, member.password, '198.51.100.9').expect(429);
    expect(refused.body).toEqual(RATE_LIMITED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await login(member.email, member.password, '198.51.100.10').expect(200);
  });

  it('a stranger’s wrong passwords do not lock the member out on the member’s own connection', async () => {
    const member = await createMember(t);
    for (let i = 0; i < perEmailAndIp; i++) await login(member.email, `guess-${i}`, '203.0.113.66').expect(401);
    await login(member.email, 'guess-again', '203.0.113.66').expect(429);
    await login(member.email, member.password, '198.51.100.20').expect(200);
  });

  it('nor the ADMIN', async () => {
    for (let i = 0; i < perEmailAndIp; i++) await login(TEST_ADMIN.email, `guess-${i}`, '203.0.113.66').expect(401);
    await login(TEST_ADMIN.email, TEST_ADMIN.password, '203.0.113.66').expect(429);
    await login(TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.20').expect(200);
  });

  it(`${perEmail} failures for one e-mail from many clients lock that e-mail for every client`, async () => {
    const member = await createMember(t);
    const clients = perEmail / perEmailAndIp;
    for (let client = 0; client < clients; client++) {
      for (let i = 0; i < perEmailAndIp; i++) await login(member.email, 'guess', `203.0.113.${client + 1}`).expect(401);
    }
    await login(member.email, 'guess', '203.0.113.200').expect(429);
    const refused = await login(member.email, member.password, '198.51.100.20').expect(429);
    expect(refused.body).toEqual(RATE_LIMITED);
    // Only that e-mail: the same clients still reach other accounts.
    const other = await createMember(t);
    await login(other.email, other.password, '203.0.113.1').expect(200);
    // 50 password checks one after another: over jest's 5 s default on a busy machine with MariaDB.
  }, 30_000);
});
