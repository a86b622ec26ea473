import { HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MESSAGES } from '@academy/common';
import { ApiError } from '../http/api-error';

/** The client address counters are kept for: the socket's, or the proxy's X-Forwarded-For with TRUST_PROXY. */
export const clientAddress = (request: Request): string => request.ip ?? request.socket.remoteAddress ?? 'unknown';

/** 429 RATE_LIMITED with Retry-After (whole seconds, at least 1). */
export function rateLimited(
  response: Response,
  retryAfterSeconds: number,
  message: string = MESSAGES.auth.rateLimited,
  extra?: Record<string, unknown>,
): ApiError {
  response.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'RATE_LIMITED', message, undefined, extra);
}
