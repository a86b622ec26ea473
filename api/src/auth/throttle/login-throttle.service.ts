import { Injectable } from '@nestjs/common';
import { THROTTLE_LIMITS } from '@academy/common';
import { ThrottleService, type ThrottleRule, type ThrottleSlot } from '../../throttle/throttle.service';
import { addressNetwork } from '../../http/ip-address';

const LOGIN = THROTTLE_LIMITS.login;

/** A login attempt holding its slots while the password is checked, or how long to wait. */
export type LoginReservation = LoginAttempt | { ok: false; retryAfterSeconds: number };
export interface LoginAttempt {
  ok: true;
  /** This e-mail from this client, or from this trusted device. Cleared on success. */
  pair: ThrottleSlot;
  /** This client, and (from an untrusted browser) this e-mail from anywhere. Given back on success. */
  shared: ThrottleSlot[];
}

/**
 * Slows password guessing. Each attempt takes a slot in three counters before the password is
 * checked: the e-mail from this client (tight: one attacker on one account), this client on any
 * e-mail (one attacker spraying accounts) and the e-mail from anywhere (loose: many addresses on
 * one account, yet five guesses by a stranger do not lock the owner out). Parallel guesses cannot
 * all pass, because the slot is taken before the slow check.
 *
 * A browser holding a valid device cookie for the e-mail (DeviceCookieService) is counted on its
 * own: that device (as tight as one client on one e-mail) and this client, never the e-mail's
 * shared counter, which a spread-out attacker can fill. A device over its limit waits like
 * anyone else; it does not fall back to the untrusted counters.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly throttle: ThrottleService) {}

  /**
   * `email` normalised (normalizeEmail), `ip` the client address, `device` the nonce of a device
   * cookie valid for this e-mail (null: an untrusted browser).
   */
  async reserve(email: string, address: string, device: string | null = null): Promise<LoginReservation> {
    const ip = addressNetwork(address);
    const perClient: ThrottleRule = { scope: 'login-ip', subject: ip, limit: LOGIN.perIp, windowMs: LOGIN.windowMs };
    const rules: ThrottleRule[] = device
      ? [
          {
            scope: 'login-device',
            subject: `${email}\n${device}`,
            limit: LOGIN.perEmailAndIp,
            windowMs: LOGIN.windowMs,
          },
          perClient,
        ]
      : [
          { scope: 'login-email-ip', subject: `${email}\n${ip}`, limit: LOGIN.perEmailAndIp, windowMs: LOGIN.windowMs },
          perClient,
          { scope: 'login-email', subject: email, limit: LOGIN.perEmail, windowMs: LOGIN.windowMs },
        ];
    const reservation = await this.throttle.reserve(rules);
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
