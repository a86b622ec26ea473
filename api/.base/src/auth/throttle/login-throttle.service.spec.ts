import { LOGIN_FAILURE_LIMITS, LoginThrottleService } from './login-throttle.service';

function setup() {
  let now = 5_000_000;
  const throttle = new LoginThrottleService(() => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottleService', () => {
  it('refuses the 6th attempt after 5 failures for one e-mail, for 15 minutes', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perEmail; i++) {
      expect(throttle.retryAfterSeconds('a@b.co', `10.0.0.${i}`)).toBe(0);
      throttle.recordFailure('a@b.co', `10.0.0.${i}`);
    }
    expect(throttle.retryAfterSeconds('a@b.co', '10.0.0.99')).toBe(15 * 60);
    expect(throttle.retryAfterSeconds('other@b.co', '10.0.0.99')).toBe(0);
    advance(15 * 60 * 1000);
    expect(throttle.retryAfterSeconds('a@b.co', '10.0.0.99')).toBe(0);
  });

  it('refuses an IP after 30 failures spread over many e-mails', () => {
    const { throttle } = setup();
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perIp; i++) throttle.recordFailure(`user${i}@b.co`, '10.0.0.1');
    expect(throttle.retryAfterSeconds('fresh@b.co', '10.0.0.1')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('fresh@b.co', '10.0.0.2')).toBe(0);
  });

  it('forgets an e-mail’s failures after a successful login', () => {
    const { throttle } = setup();
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perEmail - 1; i++) throttle.recordFailure('a@b.co', '10.0.0.1');
    throttle.recordSuccess('a@b.co');
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perEmail - 1; i++) throttle.recordFailure('a@b.co', '10.0.0.1');
    expect(throttle.retryAfterSeconds('a@b.co', '10.0.0.1')).toBe(0);
  });

  it('rounds the wait up to whole seconds', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perEmail; i++) throttle.recordFailure('a@b.co', '10.0.0.1');
    advance(15 * 60 * 1000 - 1_500);
    expect(throttle.retryAfterSeconds('a@b.co', '10.0.0.1')).toBe(2);
  });
});
