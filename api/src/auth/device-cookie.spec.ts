import type { Request, Response } from 'express';
import { DEVICE_COOKIE, DeviceCookieService } from './device-cookie';

const SECRET = 'session-secret-0123456789abcdef0123456789';
/** The account's stored password hash when the cookie was issued. */
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

/** The cookie value `service` sets after a login to `email`. */
function issued(service: DeviceCookieService, email: string, secure = false): { value: string; options: object } {
  let set: { value: string; options: object } | undefined;
  const response = { cookie: (_name: string, value: string, options: object) => (set = { value, options }) };
  service.remember({ secure } as Request, response as unknown as Response, email, HASH);
  return set!;
}

const requestWith = (cookie?: string) => ({ headers: { cookie } }) as Request;

describe('DeviceCookieService', () => {
  const service = new DeviceCookieService({ sessionSecret: SECRET });

  it('finds the device of a cookie it issued, for that e-mail only', () => {
    const { value } = issued(service, 'owner@example.com');
    const request = requestWith(`other=1; ${DEVICE_COOKIE}=${value}`);
    expect(service.trustedDevice(request, 'owner@example.com', HASH)).toBe(value.split('.')[0]);
    expect(service.trustedDevice(request, 'someone-else@example.com', HASH)).toBeNull();
  });

  it('refuses a cookie issued before the password changed (a new hash), a stolen one too', () => {
    const { value } = issued(service, 'owner@example.com');
    const request = requestWith(`${DEVICE_COOKIE}=${value}`);
    expect(service.trustedDevice(request, 'owner@example.com', '$argon2id$v=19$m=19456,t=2,p=1$bmV3$bmV3')).toBeNull();
  });

  it('issues a new nonce at every login', () => {
    expect(issued(service, 'owner@example.com').value).not.toBe(issued(service, 'owner@example.com').value);
  });

  it('refuses a cookie signed with another secret, a changed nonce or signature, and garbage', () => {
    const elsewhere = issued(new DeviceCookieService({ sessionSecret: `${SECRET}x` }), 'owner@example.com').value;
    const [nonce, signature] = issued(service, 'owner@example.com').value.split('.');
    for (const value of [
      elsewhere,
      `${nonce}A.${signature}`,
      `${nonce}.${signature}A`,
      `${nonce}.${signature}.x`,
      '.',
      '',
    ]) {
      expect(service.trustedDevice(requestWith(`${DEVICE_COOKIE}=${value}`), 'owner@example.com', HASH)).toBeNull();
    }
    expect(service.trustedDevice(requestWith(undefined), 'owner@example.com', HASH)).toBeNull();
  });

  it('sets an httpOnly SameSite=Lax cookie on the auth path for 180 days, Secure over HTTPS', () => {
    expect(issued(service, 'owner@example.com').options).toEqual({
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      maxAge: 180 * 24 * 60 * 60 * 1000,
    });
    expect(issued(service, 'owner@example.com', true).options).toMatchObject({ secure: true });
  });
});
