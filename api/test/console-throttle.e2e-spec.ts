import request from 'supertest';
import { THROTTLE_LIMITS } from '@academy/common';
import { createTestApp, TEST_CONSOLE_PASSWORD, type TestApp } from './support/test-app';

const LIMIT = THROTTLE_LIMITS.console.perIp;

describe('console password throttling under parallel guesses and across API processes (e2e)', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterEach(async () => {
    await t.close();
  });

  const consoleLogin = (app: TestApp, path: string, password: string, ip: string) =>
    app.http().post(path).set('X-Forwarded-For', ip).send({ password });

  it(`60 parallel wrong passwords from one client: at most ${LIMIT} are compared, the right one among them does not get in`, async () => {
    const url = await t.baseUrl();
    const passwords = [...Array.from({ length: 59 }, (_, i) => `guess-${i}`), TEST_CONSOLE_PASSWORD];
    const responses = await Promise.all(
      passwords.map((password) =>
        request(url).post('/api/dev/login').set('X-Forwarded-For', '203.0.113.20').send({ password }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(LIMIT);
    expect(statuses[statuses.length - 1]).toBe(429);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', success: false });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('two API processes on one database share one limit, and a restart does not reset it', async () => {
    const second = await t.sibling();
    try {
      for (let i = 0; i < LIMIT; i++)
        await consoleLogin(i % 2 ? second : t, '/api/admin/login', `guess-${i}`, '203.0.113.21').expect(401);
      await consoleLogin(t, '/api/admin/login', TEST_CONSOLE_PASSWORD, '203.0.113.21').expect(429);
      await consoleLogin(second, '/api/dev/login', TEST_CONSOLE_PASSWORD, '203.0.113.21').expect(429);
    } finally {
      await second.close();
    }
    const restarted = await t.sibling();
    try {
      await consoleLogin(restarted, '/api/dev/login', TEST_CONSOLE_PASSWORD, '203.0.113.21').expect(429);
      await consoleLogin(restarted, '/api/dev/login', TEST_CONSOLE_PASSWORD, '203.0.113.22').expect(200);
    } finally {
      await restarted.close();
    }
  });

  it('successful console logins do not use up the allowance', async () => {
    for (let i = 0; i < LIMIT + 5; i++)
      await consoleLogin(t, '/api/admin/login', TEST_CONSOLE_PASSWORD, '203.0.113.23').expect(200);
    for (let i = 0; i < LIMIT - 1; i++)
      await consoleLogin(t, '/api/admin/login', `guess-${i}`, '203.0.113.23').expect(401);
    await consoleLogin(t, '/api/admin/login', TEST_CONSOLE_PASSWORD, '203.0.113.23').expect(200);
  });
});
