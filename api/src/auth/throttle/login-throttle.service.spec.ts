import { THROTTLE_LIMITS } from '@academy/common';
import type { ThrottleService } from '../../throttle/throttle.service';
import { LoginThrottleService } from './login-throttle.service';

const slot = (key: string) => ({ key, windowEndsAt: 1 });

function setup(reservation: Awaited<ReturnType<ThrottleService['reserve']>>) {
  const throttle = { reserve: jest.fn().mockResolvedValue(reservation), release: jest.fn(), clear: jest.fn() };
  return { throttle, service: new LoginThrottleService(throttle as unknown as ThrottleService) };
}

describe('LoginThrottleService', () => {
  it('charges each attempt to the e-mail from this client, the client, and the e-mail from anywhere', async () => {
    const { throttle, service } = setup({ ok: true, slots: [slot('pair'), slot('ip'), slot('email')] });
    await service.reserve('a@b.co', '10.0.0.1');
    const { windowMs } = THROTTLE_LIMITS.login;
    expect(throttle.reserve).toHaveBeenCalledWith([
      { scope: 'login-email-ip', subject: 'a@b.co\n10.0.0.1', limit: 5, windowMs },
      { scope: 'login-ip', subject: '10.0.0.1', limit: 30, windowMs },
      { scope: 'login-email', subject: 'a@b.co', limit: 50, windowMs },
    ]);
    expect(windowMs).toBe(15 * 60 * 1000);
  });

  it('passes a refusal on with its wait', async () => {
    const { service } = setup({ ok: false, retryAfterSeconds: 42 });
    await expect(service.reserve('a@b.co', '10.0.0.1')).resolves.toEqual({ ok: false, retryAfterSeconds: 42 });
  });

  it('on success forgets the pair’s failures and gives the attempt back to the shared counters', async () => {
    const { throttle, service } = setup({ ok: true, slots: [slot('pair'), slot('ip'), slot('email')] });
    const attempt = await service.reserve('a@b.co', '10.0.0.1');
    if (!attempt.ok) throw new Error('refused');
    await service.succeeded(attempt);
    expect(throttle.clear).toHaveBeenCalledWith(slot('pair'));
    expect(throttle.release.mock.calls).toEqual([[slot('ip')], [slot('email')]]);
  });
});
