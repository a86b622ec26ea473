import request from 'supertest';
import { MESSAGES, THROTTLE_LIMITS } from '@academy/common';
import { createMember } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const { perEmailAndIp } = THROTTLE_LIMITS.login;

interface Credentials {
  email: string;
  password: string;
}

/** Every login at once, from one client address. */
async function burst(t: TestApp, attempts: Credentials[], ip: string) {
  const url = await t.baseUrl();
  return Promise.all(
    attempts.map((body) => request(url).post('/api/auth/login').set('X-Forwarded-For', ip).send(body)),
  );
}

const statusesOf = (responses: Array<{ status: number }>) => responses.map((response) => response.status);
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
/** Answers whose password was checked; a 429 or, on a database too busy to count, a 503 refused it unchecked. */
const checked = (statuses: number[]) => statuses.filter((s) => s === 200 || s === 401);
const REFUSED = [429, 503];
const wrong = (email: string, n: number): Credentials[] =>
  Array.from({ length: n }, (_, i) => ({ email, password: `wrong-${i}` }));

describe('login throttling under parallel guesses and across API processes (e2e)', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterEach(async () => {
    await t.close();
  });

  it(`150 parallel wrong passwords for one e-mail from one client: at most ${perEmailAndIp} are checked, the rest answer 429`, async () => {
    const member = await createMember(t);
    const responses = await burst(t, wrong(member.email, 150), '203.0.113.5');
    const statuses = statusesOf(responses);
    expect(count(statuses, 401)).toBeLessThanOrEqual(perEmailAndIp);
    expect(statuses.filter((status) => status !== 401 && !REFUSED.includes(status))).toEqual([]);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body).toEqual({
      ok: false,
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: MESSAGES.auth.rateLimited,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the right password hidden among 99 wrong ones in one parallel batch does not get in once the limit is reached', async () => {
    const member = await createMember(t);
    const attempts = [...wrong(member.email, 99), { email: member.email, password: member.password }];
    const statuses = statusesOf(await burst(t, attempts, '203.0.113.6'));
    // Only the attempts that reserved a slot were checked at all; the right password came last.
    expect(checked(statuses).length).toBeLessThanOrEqual(perEmailAndIp);
    expect(statuses.filter((status) => status !== 401 && !REFUSED.includes(status))).toEqual([]);
  });

  it('100 parallel wrong passwords for one e-mail from 20 addresses (5 each): every answer is 401 or 429, none a 5xx', async () => {
    const member = await createMember(t);
    const url = await t.baseUrl();
    const addresses = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`);
    const responses = await Promise.all(
      addresses.flatMap((ip) =>
        wrong(member.email, perEmailAndIp).map((body) =>
          request(url).post('/api/auth/login').set('X-Forwarded-For', ip).send(body),
        ),
      ),
    );
    const statuses = statusesOf(responses);
    const unexpected = responses.filter((response) => response.status !== 401 && response.status !== 429);
    expect(unexpected.map((response) => `${response.status} ${JSON.stringify(response.body)}`)).toEqual([]);
    // The e-mail's own counter (from anywhere) is the one that fills up.
    expect(count(statuses, 401)).toBeLessThanOrEqual(THROTTLE_LIMITS.login.perEmail);
    expect(count(statuses, 401)).toBeGreaterThan(0);
    // Some 50 password checks on a shared CI machine.
  }, 60_000);

  it('two API processes on one database share one limit', async () => {
    const member = await createMember(t);
    const second = await t.sibling();
    try {
      const login = (app: TestApp, password: string) =>
        app
          .http()
          .post('/api/auth/login')
          .set('X-Forwarded-For', '203.0.113.7')
          .send({ email: member.email, password });
      for (let i = 0; i < perEmailAndIp; i++) await login(i % 2 ? second : t, `wrong-${i}`).expect(401);
      await login(t, 'wrong').expect(429);
      await login(second, 'wrong').expect(429);
      await login(second, member.password).expect(429);

      // And in parallel, half of a burst through each process.
      const other = await createMember(t);
      const [viaFirst, viaSecond] = await Promise.all([
        burst(t, wrong(other.email, 20), '203.0.113.8'),
        burst(second, wrong(other.email, 20), '203.0.113.8'),
      ]);
      expect(count(statusesOf([...viaFirst, ...viaSecond]), 401)).toBeLessThanOrEqual(perEmailAndIp);
    } finally {
      await second.close();
    }
  });

  it('a restarted API process still knows the failures', async () => {
    const member = await createMember(t);
    const before = await t.sibling();
    for (let i = 0; i < perEmailAndIp; i++) {
      await before
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.9')
        .send({ email: member.email, password: `wrong-${i}` })
        .expect(401);
    }
    await before.close();
    const after = await t.sibling();
    try {
      await after
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.9')
        .send({ email: member.email, password: member.password })
        .expect(429);
    } finally {
      await after.close();
    }
  });
});
