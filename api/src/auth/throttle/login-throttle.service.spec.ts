import { THROTTLE_LIMITS } from '@academy/common';
import { openSqliteDatabase, type SqliteDatabase } from '../../../test/support/sqlite-database';
import { ThrottleService } from '../../throttle/throttle.service';
import { LoginThrottleService, type LoginReservation } from './login-throttle.service';

const LOGIN = THROTTLE_LIMITS.login;

describe('LoginThrottleService on a real database', () => {
  let db: SqliteDatabase;
  let service: LoginThrottleService;

  beforeAll(async () => {
    db = await openSqliteDatabase();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.clear();
    service = new LoginThrottleService(new ThrottleService(db.dataSource));
  });

  /** `count` attempts, each failing (nothing given back); the answers in order. */
  async function fail(count: number, email: string, ip: string): Promise<LoginReservation[]> {
    const answers: LoginReservation[] = [];
    for (let i = 0; i < count; i++) answers.push(await service.reserve(email, ip));
    return answers;
  }

  it(`lets ${LOGIN.perEmailAndIp} wrong passwords for one e-mail through from one address, then waits out the window`, async () => {
    const answers = await fail(LOGIN.perEmailAndIp + 1, 'a@b.co', '10.0.0.1');
    expect(answers.slice(0, -1).every((answer) => answer.ok)).toBe(true);
    expect(answers.at(-1)).toEqual({ ok: false, retryAfterSeconds: LOGIN.windowMs / 1000 });
  });

  it('keeps the owner’s own address open when a stranger guesses from another one', async () => {
    await fail(LOGIN.perEmailAndIp, 'a@b.co', '10.0.0.66');
    await expect(service.reserve('a@b.co', '10.0.0.1')).resolves.toMatchObject({ ok: true });
  });

  it(`stops one address spraying many e-mails after ${LOGIN.perIp}`, async () => {
    for (let i = 0; i < LOGIN.perIp; i++)
      await expect(service.reserve(`user${i}@b.co`, '10.0.0.1')).resolves.toMatchObject({ ok: true });
    await expect(service.reserve('one-more@b.co', '10.0.0.1')).resolves.toMatchObject({ ok: false });
    await expect(service.reserve('one-more@b.co', '10.0.0.2')).resolves.toMatchObject({ ok: true });
  });

  it(`stops guesses at one e-mail from many addresses after ${LOGIN.perEmail}`, async () => {
    for (let i = 0; i < LOGIN.perEmail; i++)
      await expect(service.reserve('a@b.co', `10.0.${i >> 2}.${i}`)).resolves.toMatchObject({ ok: true });
    await expect(service.reserve('a@b.co', '10.9.9.9')).resolves.toMatchObject({ ok: false });
  });

  it('forgets the pair’s failures on a success and gives the attempt back to the shared counters', async () => {
    await fail(LOGIN.perEmailAndIp - 1, 'a@b.co', '10.0.0.1');
    const success = await service.reserve('a@b.co', '10.0.0.1');
    if (!success.ok) throw new Error('refused');
    await service.succeeded(success);
    const again = await fail(LOGIN.perEmailAndIp, 'a@b.co', '10.0.0.1');
    expect(again.every((answer) => answer.ok)).toBe(true);
  });

  it('counts a trusted device on its own: the e-mail’s full shared limit does not stop it, its own limit does', async () => {
    for (let i = 0; i < LOGIN.perEmail; i++)
      await expect(service.reserve('a@b.co', `10.1.${i >> 2}.${i}`)).resolves.toMatchObject({ ok: true });
    await expect(service.reserve('a@b.co', '10.2.0.1')).resolves.toMatchObject({ ok: false });

    for (let i = 0; i < LOGIN.perEmailAndIp; i++)
      await expect(service.reserve('a@b.co', '10.2.0.1', 'device-1')).resolves.toMatchObject({ ok: true });
    await expect(service.reserve('a@b.co', '10.2.0.2', 'device-1')).resolves.toEqual({
      ok: false,
      retryAfterSeconds: LOGIN.windowMs / 1000,
    });
    await expect(service.reserve('a@b.co', '10.2.0.1', 'device-2')).resolves.toMatchObject({ ok: true });
  });

  it('still counts a trusted device against its client address', async () => {
    for (let i = 0; i < LOGIN.perIp; i++) await service.reserve(`user${i}@b.co`, '10.0.0.1');
    await expect(service.reserve('a@b.co', '10.0.0.1', 'device-1')).resolves.toMatchObject({ ok: false });
  });

  it('does not use up the address’s allowance with successful logins', async () => {
    const refusedLogins: number[] = [];
    for (let i = 0; i < LOGIN.perIp + 5; i++) {
      const attempt = await service.reserve(`user${i}@b.co`, '10.0.0.1');
      if (attempt.ok) await service.succeeded(attempt);
      else refusedLogins.push(i + 1);
    }
    expect(refusedLogins).toEqual([]);
  });
});
