import { MESSAGES } from '@academy/common';

/** What every route but the health checks answers while the database cannot serve it. */
export const DB_UNAVAILABLE_BODY = {
  ok: false,
  statusCode: 503,
  code: 'DB_UNAVAILABLE',
  message: MESSAGES.errors.dbUnavailable,
};

export function expectDbUnavailable(response: {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}): void {
  expect({
    status: response.status,
    retryAfter: response.headers['retry-after'],
    type: response.headers['content-type'],
    body: response.body,
  }).toEqual({
    status: 503,
    retryAfter: '5',
    type: expect.stringContaining('application/json'),
    body: DB_UNAVAILABLE_BODY,
  });
}

/** Short bounds so the "database never answers" cases take a second, not the production five. */
export const FAST_DB_TIMEOUTS = { DB_TIMEOUT_MS: '1000' };
