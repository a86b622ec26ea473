import { PASSWORD_RESET, THROTTLE_LIMITS } from '@academy/common';
import { createMember, signupBody } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/** Host n of one home connection's /64 (2001:db8:1:1::/64), written as a client's stack might. */
const inHome = (n: number) => `2001:db8:1:1::${n.toString(16)}`;

/**
 * Every per-address limit counts an IPv6 client by its /64, which one subscriber owns whole, and an
 * IPv4 client by its address, however it arrives (::ffff:198.51.100.7 is 198.51.100.7).
 */
describe('per-address limits by network (e2e)', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', CONSULT_LIMIT_PER_HOUR: '5', SIGNUP_LIMIT_PER_HOUR: '3' });
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (path: string, from: string, body: object) =>
    t.http().post(path).set('X-Forwarded-For', from).send(body);
  const consult = (from: string, n: number) =>
    post('/api/consultations', from, { name: `상담${n}`, phone: '01012345678', consent: true });

  it('consultations: eight hosts of one /64 share a limit of 5; another /64 has its own', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 8; n += 1) statuses.push((await consult(inHome(n), n)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    await consult('2001:db8:1:2::1', 9).then((response) => expect(response.status).toBe(201));
  });

  it('an IPv4-mapped IPv6 address counts as the IPv4 address', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n += 1)
      statuses.push((await consult(n % 2 ? '198.51.100.7' : '::ffff:198.51.100.7', n)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('sign-up: the 4th from one /64 is refused at a limit of 3', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n += 1) statuses.push((await post('/api/auth/signup', inHome(n), signupBody())).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('login: failures for one e-mail from hosts of one /64 count as one client', async () => {
    const member = await createMember(t);
    const { perEmailAndIp } = THROTTLE_LIMITS.login;
    for (let n = 1; n <= perEmailAndIp; n += 1)
      await post('/api/auth/login', inHome(n), { email: member.email, password: `wrong-${n}` }).expect(401);
    await post('/api/auth/login', inHome(0xbeef), { email: member.email, password: member.password }).expect(429);
  });

  it('console login and reset requests: one /64 is one client', async () => {
    const { perIp } = THROTTLE_LIMITS.console;
    for (let n = 1; n <= perIp; n += 1) await post('/api/dev/login', inHome(n), { password: `guess-${n}` }).expect(401);
    await post('/api/dev/login', inHome(0xfff), { password: 'guess-again' }).expect(429);

    for (let n = 1; n <= PASSWORD_RESET.perIp; n += 1)
      await post('/api/auth/password-reset-requests', inHome(n), { email: `nobody${n}@example.com` }).expect(202);
    await post('/api/auth/password-reset-requests', inHome(0xfff), { email: 'nobody@example.com' }).expect(429);
  });
});
