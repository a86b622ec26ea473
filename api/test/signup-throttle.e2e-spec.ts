import request from 'supertest';
import { MESSAGES } from '@academy/common';
import { signupBody } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const LIMIT = 3;
const RATE_LIMITED = { ok: false, statusCode: 429, code: 'RATE_LIMITED', message: MESSAGES.auth.signupRateLimited };

describe('sign-up limit per client (e2e)', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', SIGNUP_LIMIT_PER_HOUR: String(LIMIT) });
  });
  afterEach(async () => {
    await t.close();
  });

  const signup = (app: TestApp, ip: string, body: object = signupBody()) =>
    app.http().post('/api/auth/signup').set('X-Forwarded-For', ip).send(body);

  it(`answers 429 RATE_LIMITED with Retry-After after ${LIMIT} sign-ups from one client in an hour; other clients go on`, async () => {
    for (let i = 0; i < LIMIT; i++) await signup(t, '198.51.100.1').expect(201);
    const refused = await signup(t, '198.51.100.1').expect(429);
    expect(refused.body).toEqual(RATE_LIMITED);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    await signup(t, '198.51.100.2').expect(201);
  });

  it('a forged X-Forwarded-For does not buy new sign-ups: with one proxy hop the address the proxy saw counts', async () => {
    // The proxy appends the address it saw; what the client wrote before it is not believed.
    for (let i = 0; i < LIMIT; i++) await signup(t, `203.0.113.${i + 1}, 198.51.100.6`).expect(201);
    await signup(t, '203.0.113.99, 198.51.100.6').expect(429);
  });

  it('holds for a parallel burst', async () => {
    const url = await t.baseUrl();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        request(url).post('/api/auth/signup').set('X-Forwarded-For', '198.51.100.3').send(signupBody()),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(LIMIT);
    expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);
  });

  it('bodies refused with 400 do not use the allowance', async () => {
    for (let i = 0; i < LIMIT + 2; i++) await signup(t, '198.51.100.4', { ...signupBody(), password: '1' }).expect(400);
    for (let i = 0; i < LIMIT; i++) await signup(t, '198.51.100.4').expect(201);
  });

  it('is one limit for every API process on the database', async () => {
    const second = await t.sibling();
    try {
      for (let i = 0; i < LIMIT; i++) await signup(i % 2 ? second : t, '198.51.100.5').expect(201);
      await signup(second, '198.51.100.5').expect(429);
      await signup(t, '198.51.100.5').expect(429);
    } finally {
      await second.close();
    }
  });
});
