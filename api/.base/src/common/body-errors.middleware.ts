import { HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MESSAGES } from '@academy/common';
import { ApiError } from './api-error';
import { errorBody } from './error-body';

/** body-parser failures (broken JSON, too large) get the contract body, not Express's HTML page. */
export function bodyErrors(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  const type = (error as { type?: string })?.type;
  if (type === 'entity.parse.failed') {
    const { status, body } = errorBody(new ApiError(HttpStatus.BAD_REQUEST, 'BAD_REQUEST', MESSAGES.errors.badJson));
    response.status(status).json(body);
    return;
  }
  if (type === 'entity.too.large') {
    const { status, body } = errorBody(new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'PAYLOAD_TOO_LARGE', MESSAGES.errors.payloadTooLarge));
    response.status(status).json(body);
    return;
  }
  next(error);
}
