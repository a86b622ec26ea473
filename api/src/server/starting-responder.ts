import type { IncomingMessage, ServerResponse } from 'http';
import type { Health, Liveness } from '@academy/common';
import { errorBody } from '../http/error-body';
import { DatabaseUnavailableError } from '../database/database-unavailable';

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/**
 * Answers every request while the app waits for its database: the process is alive, it is not
 * ready, and every other route is 503 DB_UNAVAILABLE with Retry-After (the same answer a route
 * gives when the database goes away later).
 */
export function startingResponder(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0].replace(/\/+$/, '');
  if (path === '/api/health/live') return sendJson(response, 200, { status: 'ok' } satisfies Liveness);
  if (path === '/api/health' || path === '/api/health/ready')
    return sendJson(response, 503, { status: 'error', db: 'down' } satisfies Health);
  const { status, body, headers } = errorBody(new DatabaseUnavailableError('the database is not ready yet'));
  sendJson(response, status, body, headers);
}
