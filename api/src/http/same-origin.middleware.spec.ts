import type { NextFunction, Request, Response } from 'express';
import { sameOriginOnly } from './same-origin.middleware';

function post(headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const request = { method: 'POST', protocol: 'http', get: (name: string) => lower[name.toLowerCase()] } as Request;
  const response = { status: jest.fn().mockReturnThis(), json: jest.fn() } as unknown as Response;
  const next = jest.fn() as NextFunction;
  sameOriginOnly([])(request, response, next);
  return {
    passed: (next as jest.Mock).mock.calls.length === 1,
    status: (response.status as jest.Mock).mock.calls[0]?.[0],
  };
}

describe('same-origin guard', () => {
  it('lets our own page post, by its origin or, with no Referer sent, by the browser’s Sec-Fetch-Site', () => {
    expect(post({ host: 'academy.test', origin: 'http://academy.test' }).passed).toBe(true);
    // A plain form post from a page with Referrer-Policy: no-referrer names its origin "null".
    expect(post({ host: 'academy.test', origin: 'null', 'sec-fetch-site': 'same-origin' }).passed).toBe(true);
  });

  it('refuses another site’s page, also when its origin is "null"', () => {
    expect(post({ host: 'academy.test', origin: 'https://evil.test' })).toEqual({ passed: false, status: 403 });
    expect(post({ host: 'academy.test', origin: 'null', 'sec-fetch-site': 'cross-site' })).toEqual({
      passed: false,
      status: 403,
    });
    expect(post({ host: 'academy.test', origin: 'null' })).toEqual({ passed: false, status: 403 });
  });
});
