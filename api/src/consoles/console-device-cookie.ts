import { Inject, Injectable } from '@nestjs/common';
import { parse } from 'cookie';
import { createHmac, randomBytes, timingSafeEqual } from 'crypto';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export const CONSOLE_DEVICE_COOKIE = 'academy.console-device';
/** The console login routes are /api/admin/login and /api/dev/login. */
const COOKIE_PATH = '/api';
const MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;
const KEY_LABEL = 'academy console device v1';

/**
 * A browser that signed in to a console once keeps trying when the password's overall failure
 * budget has run out (a guessing attack from many addresses): `<nonce>.<HMAC of nonce + the
 * console password>`, so a new ADMIN_CONSOLE_PASSWORD makes every earlier cookie worthless.
 */
@Injectable()
export class ConsoleDeviceCookieService {
  private readonly key: Buffer;
  private readonly password: string;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'sessionSecret' | 'consolePassword'>) {
    this.key = createHmac('sha256', config.sessionSecret).update(KEY_LABEL).digest();
    this.password = config.consolePassword ?? '';
  }

  /** The nonce of this browser's console device cookie, when it is one this server issued. */
  trustedDevice(request: Request): string | null {
    const value = parse(request.headers.cookie ?? '')[CONSOLE_DEVICE_COOKIE];
    const [nonce, signature, ...rest] = (value ?? '').split('.');
    if (!nonce || !signature || rest.length > 0) return null;
    const expected = this.sign(nonce);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  }

  /** After a successful console login. */
  remember(request: Request, response: Response): void {
    const nonce = randomBytes(16).toString('base64url');
    response.cookie(CONSOLE_DEVICE_COOKIE, `${nonce}.${this.sign(nonce).toString('base64url')}`, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.secure,
      maxAge: MAX_AGE_MS,
    });
  }

  private sign(nonce: string): Buffer {
    return createHmac('sha256', this.key).update(`${nonce}\n${this.password}`, 'utf8').digest();
  }
}
