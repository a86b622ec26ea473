import { HttpException, HttpStatus } from '@nestjs/common';
import { MESSAGES, type ApiErrorBody, type ErrorCode } from '@academy/common';
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database/database-unavailable';
import { ApiError } from './api-error';

export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody & Record<string, unknown>;
  /** Response headers the answer needs (Retry-After of DB_UNAVAILABLE). */
  headers: Record<string, string>;
}

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const MESSAGE_BY_STATUS: Partial<Record<number, string>> = {
  400: MESSAGES.errors.validation,
  401: MESSAGES.auth.unauthorized,
  403: MESSAGES.auth.forbidden,
  404: MESSAGES.errors.notFound,
  413: MESSAGES.errors.payloadTooLarge,
  415: MESSAGES.errors.unsupportedMediaType,
  429: MESSAGES.auth.rateLimited,
  503: MESSAGES.errors.unavailable,
};

/**
 * Express and its libraries (http-errors) mark the client's faults with a 4xx `status` and
 * `expose: true`; those stay 4xx. Anything else unexpected is the server's fault.
 */
function clientErrorStatus(exception: unknown): number | null {
  const { status, expose } = (exception ?? {}) as { status?: unknown; expose?: unknown };
  return expose === true && typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500
    ? status
    : null;
}

/**
 * The one error body of the API (docs/decisions.md, "Error body"). Framework exceptions (Nest's English texts) are replaced
 * by Korean sentences; a database that cannot serve is a 503 the client may retry; anything
 * unexpected becomes a 500 without details.
 */
export function errorBody(exception: unknown): ErrorAnswer {
  if (exception instanceof ApiError) {
    const status = exception.getStatus();
    return {
      status,
      headers: {},
      body: {
        ...exception.extra,
        ok: false,
        statusCode: status,
        code: exception.code,
        message: exception.message,
        ...(exception.errors ? { errors: exception.errors } : {}),
      },
    };
  }
  if (isDatabaseUnavailable(exception)) {
    const status = HttpStatus.SERVICE_UNAVAILABLE;
    return {
      status,
      headers: { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) },
      body: { ok: false, statusCode: status, code: 'DB_UNAVAILABLE', message: MESSAGES.errors.dbUnavailable },
    };
  }
  const status =
    exception instanceof HttpException
      ? exception.getStatus()
      : (clientErrorStatus(exception) ?? HttpStatus.INTERNAL_SERVER_ERROR);
  return {
    status,
    headers: {},
    body: {
      ok: false,
      statusCode: status,
      code: CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST'),
      message: MESSAGE_BY_STATUS[status] ?? (status >= 500 ? MESSAGES.errors.internal : MESSAGES.errors.validation),
    },
  };
}
