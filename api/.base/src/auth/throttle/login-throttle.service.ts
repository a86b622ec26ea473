import { Inject, Injectable, Optional } from '@nestjs/common';
import { SlidingWindowCounter, THROTTLE_CLOCK } from './sliding-window-counter';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Failed logins allowed per window before answers turn into 429. */
export const LOGIN_FAILURE_LIMITS = {
  perEmail: 5,
  perIp: 30,
  windowMs: FIFTEEN_MINUTES,
} as const;

/**
 * Slows password guessing: failed logins are counted per e-mail (one account attacked) and per
 * IP (one client trying many accounts). Only failures count, so a busy classroom behind one IP
 * can still sign in; a success clears that e-mail's failures.
 */
@Injectable()
export class LoginThrottleService {
  private readonly byEmail: SlidingWindowCounter;
  private readonly byIp: SlidingWindowCounter;

  constructor(@Optional() @Inject(THROTTLE_CLOCK) now: () => number = Date.now) {
    this.byEmail = new SlidingWindowCounter({ limit: LOGIN_FAILURE_LIMITS.perEmail, windowMs: LOGIN_FAILURE_LIMITS.windowMs, now });
    this.byIp = new SlidingWindowCounter({ limit: LOGIN_FAILURE_LIMITS.perIp, windowMs: LOGIN_FAILURE_LIMITS.windowMs, now });
  }

  /** Whole seconds to wait before trying again, or 0 when an attempt is allowed now. */
  retryAfterSeconds(email: string, ip: string): number {
    const waitMs = Math.max(this.byEmail.retryAfterMs(email), this.byIp.retryAfterMs(ip));
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  recordFailure(email: string, ip: string): void {
    this.byEmail.hit(email);
    this.byIp.hit(ip);
  }

  recordSuccess(email: string): void {
    this.byEmail.reset(email);
  }
}
