import { Logger } from '@nestjs/common';
import type { ServerResponse } from 'http';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { ApiError } from './api-error';
import { errorBody } from './error-body';

const logger = new Logger('Errors');
/** During an outage every request fails the same way: one line now and then says so. */
const OUTAGE_LOG_INTERVAL_MS = 10_000;
let lastOutageLog = 0;

function report(exception: unknown, status: number): void {
  if (isDatabaseUnavailable(exception)) {
    if (Date.now() - lastOutageLog < OUTAGE_LOG_INTERVAL_MS) return;
    lastOutageLog = Date.now();
    const code =
      (exception as { code?: string; driverError?: { code?: string } }).driverError?.code ??
      (exception as { code?: string }).code;
    logger.warn(`데이터베이스를 사용할 수 없어 503으로 답합니다 (${code ?? (exception as Error).message})`);
    return;
  }
  // Unexpected failures only (a refused upstream is an answer, not a bug); the stack goes to the
  // log, never to the client.
  if (status >= 500 && !(exception instanceof ApiError))
    logger.error(exception instanceof Error ? exception.stack : String(exception));
}

/**
 * Answers any failure with the API's error body; shared by Nest's filter, Express's error
 * middleware and the video proxy's stage before Express. Written with Node's own response, so an
 * answer is the same whether Express dressed the response or not.
 */
export function sendError(response: ServerResponse, exception: unknown): void {
  const { status, body, headers } = errorBody(exception);
  report(exception, status);
  if (response.headersSent) return;
  const json = JSON.stringify(body);
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(json));
  response.end(json);
}
