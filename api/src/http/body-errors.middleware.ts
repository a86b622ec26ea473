import { HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MESSAGES } from '@academy/common';
import { ApiError } from './api-error';
import { errorBody } from './error-body';

const E = MESSAGES.errors;

/** body-parser's error types (and ours from jsonBody's verify step), each with its answer. */
const BY_TYPE: Record<string, () => ApiError> = {
  'entity.parse.failed': () => new ApiError(HttpStatus.BAD_REQUEST, 'BAD_REQUEST', E.badJson),
  'entity.utf8.invalid': () => new ApiError(HttpStatus.BAD_REQUEST, 'BAD_REQUEST', E.badUtf8),
  'entity.too.deep': () => new ApiError(HttpStatus.BAD_REQUEST, 'BAD_REQUEST', E.jsonTooDeep),
  'entity.too.large': () => new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'PAYLOAD_TOO_LARGE', E.payloadTooLarge),
  'charset.unsupported': () =>
    new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE', E.unsupportedCharset),
  'encoding.unsupported': () =>
    new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE', E.unsupportedEncoding),
};

function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  const { type, status } = (error ?? {}) as { type?: string; status?: number };
  const known = type ? BY_TYPE[type] : undefined;
  if (known) return known();
  // The rest of the client's faults while reading: a broken gzip/deflate/br stream, a body shorter
  // or longer than its Content-Length, an aborted upload.
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new ApiError(HttpStatus.BAD_REQUEST, 'BAD_REQUEST', E.unreadableBody);
  return null;
}

/** Body failures get the API's error body with a Korean message, never Express's HTML page or a 500. */
export function bodyErrors(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  const apiError = toApiError(error);
  if (!apiError) return next(error);
  const { status, body } = errorBody(apiError);
  response.status(status).json(body);
}
