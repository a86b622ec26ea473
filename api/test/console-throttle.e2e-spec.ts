import request from 'supertest';
import { THROTTLE_LIMITS } from '@academy/common';
import { createTestApp, TEST_ADMIN, TEST_CONSOLE_PASSWORD, type TestApp } from './support/test-app';

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
  it('300 guesses from 30 addresses: 429 after the 20th failure for every browser, the right password too, but not for the desk that signed in before; one lockout audit row', async () => {
    const { overall, perDevice } = THROTTLE_LIMITS.console;
    // The academy's desk signed in last week: its browser holds a console device cookie.
    const desk = t.agent();
    await desk
      .post('/api/admin/login')
      .set('X-Forwarded-For', '198.51.100.70')
      .send({ password: TEST_CONSOLE_PASSWORD })
      .expect(200);
    await desk.post('/api/admin/logout').expect(200);

    const statuses: number[] = [];
    for (let address = 1; address <= 30; address++)
      for (let guess = 0; guess < 10; guess++)
        statuses.push(
          (await consoleLogin(t, '/api/dev/login', `guess-${address}-${guess}`, `203.0.${address}.9`)).status,
        );
    expect(statuses.filter((status) => status === 401)).toHaveLength(overall);
    expect(statuses.slice(overall).every((status) => status === 429)).toBe(true);
    // The attacker then tries the right password from a new address: refused all the same.
    const refused = await consoleLogin(t, '/api/admin/login', TEST_CONSOLE_PASSWORD, '192.0.2.44').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The desk's browser, even from an address that guessed: in.
    await desk
      .post('/api/admin/login')
      .set('X-Forwarded-For', '198.51.100.71')
      .send({ password: TEST_CONSOLE_PASSWORD })
      .expect(200);
    // On its own small limit: perDevice failures, then 429.
    for (let i = 0; i < perDevice; i++)
      await desk
        .post('/api/admin/login')
        .set('X-Forwarded-For', '198.51.100.71')
        .send({ password: `typo-${i}` })
        .expect(401);
    await desk
      .post('/api/admin/login')
      .set('X-Forwarded-For', '198.51.100.71')
      .send({ password: TEST_CONSOLE_PASSWORD })
      .expect(429);

    // A forged cookie is worth nothing.
    await t
      .http()
      .post('/api/admin/login')
      .set('X-Forwarded-For', '198.51.100.72')
      .set('Cookie', 'academy.console-device=AAAA.BBBB')
      .send({ password: TEST_CONSOLE_PASSWORD })
      .expect(429);

    const admin = t.agent();
    await admin.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const lockouts = await admin.get('/api/admin/audit?action=CONSOLE_LOCKOUT').expect(200);
    expect(lockouts.body.total).toBe(1);
    expect(lockouts.body.items[0]).toMatchObject({ action: 'CONSOLE_LOCKOUT', targetType: 'CONSOLE' });
  }, 120_000);
});
