import { Injectable } from '@nestjs/common';
import { THROTTLE_LIMITS } from '@academy/common';
import { ThrottleService, type ThrottleSlot } from '../../throttle/throttle.service';

const LOGIN = THROTTLE_LIMITS.login;

/** A login attempt holding its slots while the password is checked, or how long to wait. */
export type LoginReservation = LoginAttempt | { ok: false; retryAfterSeconds: number };
export interface LoginAttempt {
  ok: true;
  /** This e-mail from this client. */
  pair: ThrottleSlot;
  /** This client, and this e-mail from anywhere. */
  shared: ThrottleSlot[];
}

/**
 * Slows password guessing. Each attempt takes a slot in three counters before the password is
 * checked: the e-mail from this client (tight: one attacker on one account), this client on any
 * e-mail (one attacker spraying accounts) and the e-mail from anywhere (loose: many addresses on
 * one account, yet five guesses by a stranger do not lock the owner out). Parallel guesses cannot
 * all pass, because the slot is taken before the slow check.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly throttle: ThrottleService) {}

  /** `email` normalised (normalizeEmail), `ip` the client address. */
  async reserve(email: string, ip: string): Promise<LoginReservation> {
    const reservation = await this.throttle.reserve([
      { scope: 'login-email-ip', subject: `${email}\n${ip}`, limit: LOGIN.perEmailAndIp, windowMs: LOGIN.windowMs },
      { scope: 'login-ip', subject: ip, limit: LOGIN.perIp, windowMs: LOGIN.windowMs },
      { scope: 'login-email', subject: email, limit: LOGIN.perEmail, windowMs: LOGIN.windowMs },
    ]);
    if (!reservation.ok) return reservation;
    const [pair, ...shared] = reservation.slots;
    return { ok: true, pair, shared };
  }

  /**
   * The right password: this e-mail's failures from this client are forgotten, and the attempt is
   * given back to the client's and the e-mail's counters, so only failures use them up.
   */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.throttle.clear(attempt.pair);
    for (const slot of attempt.shared) await this.throttle.release(slot);
  }
}
