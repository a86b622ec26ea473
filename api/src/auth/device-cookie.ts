import { Inject, Injectable } from '@nestjs/common';
import { parse } from 'cookie';
import { createHmac, randomBytes, timingSafeEqual } from 'crypto';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export const DEVICE_COOKIE = 'academy.device';
/** Sent with login calls only: no other route needs it. */
export const DEVICE_COOKIE_PATH = '/api/auth';
const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;
/** A separate key from the session cookie's, derived from the same secret: one secret to configure. */
const KEY_LABEL = 'academy device cookie v2';

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that has signed in to an account gets a cookie naming that account and a random nonce, signed
 * with HMAC-SHA256. A later login to the same account carrying it is counted against that device
 * alone, so a stranger filling the account's shared counter from many addresses does not lock the
 * owner out. The value is `<nonce>.<signature of e-mail + nonce + password hash>`: the e-mail is
 * not readable from it, only a login for that e-mail finds it valid, and a password change or
 * reset (a new hash, with a new salt) makes every cookie issued before it worthless, a stolen one
 * too. One account per browser: a login to another account replaces it.
 */
@Injectable()
export class DeviceCookieService {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'sessionSecret'>) {
    this.key = createHmac('sha256', config.sessionSecret).update(KEY_LABEL).digest();
  }

  /**
   * The nonce of this browser's device cookie when it was issued for `email` (normalised) while its
   * password was the one stored now (`credentials`, its hash), else null.
   */
  trustedDevice(request: Request, email: string, credentials: string): string | null {
    const value = parse(request.headers.cookie ?? '')[DEVICE_COOKIE];
    const [nonce, signature, ...rest] = (value ?? '').split('.');
    if (!nonce || !signature || rest.length > 0) return null;
    const expected = this.sign(email, nonce, credentials);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  }

  /** After a successful login: a new nonce for this browser and account (its failures are forgotten). */
  remember(request: Request, response: Response, email: string, credentials: string): void {
    const nonce = randomBytes(16).toString('base64url');
    response.cookie(DEVICE_COOKIE, `${nonce}.${this.sign(email, nonce, credentials).toString('base64url')}`, {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      // As the session cookie (secure: 'auto'): Secure when the request came over HTTPS.
      secure: request.secure,
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
  }

  private sign(email: string, nonce: string, credentials: string): Buffer {
    return createHmac('sha256', this.key).update(`${email}\n${nonce}\n${credentials}`, 'utf8').digest();
  }
}
