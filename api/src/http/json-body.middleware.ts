import { HttpStatus } from '@nestjs/common';
import { isUtf8 } from 'buffer';
import * as express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LIMITS, MESSAGES } from '@academy/common';
import { ApiError } from './api-error';
import { exceedsJsonDepth } from './json-depth';

const E = MESSAGES.errors;

/** Keys that reach an object's prototype in careless code; no form of ours has a field so named. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const hasContent = (request: Request) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Runs on the raw bytes, before JSON.parse: only UTF-8, and well-formed (decoding would quietly
 * turn broken bytes into U+FFFD and store them), and no nesting a form never sends.
 */
function verify(_request: unknown, _response: unknown, bytes: Buffer, charset: string | null): void {
  if (charset !== 'utf-8') throw Object.assign(new Error('charset'), { status: 415, type: 'charset.unsupported' });
  if (!isUtf8(bytes)) throw Object.assign(new Error('utf-8'), { status: 400, type: 'entity.utf8.invalid' });
  if (exceedsJsonDepth(bytes, LIMITS.jsonDepthMax))
    throw Object.assign(new Error('depth'), { status: 400, type: 'entity.too.deep' });
}

const parserWithLimit = (limit: number) => express.json({ limit, strict: true, verify });

function hasForbiddenKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasForbiddenKey);
  if (value === null || typeof value !== 'object') return false;
  // Recursion is safe: the depth was bounded before parsing.
  return Object.keys(value).some(
    (key) => FORBIDDEN_KEYS.has(key) || hasForbiddenKey((value as Record<string, unknown>)[key]),
  );
}

function shapeError(body: unknown): ApiError | null {
  if (body === undefined) return null;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return new ApiError(HttpStatus.BAD_REQUEST, 'BAD_REQUEST', E.bodyNotObject);
  return hasForbiddenKey(body) ? new ApiError(HttpStatus.BAD_REQUEST, 'BAD_REQUEST', E.forbiddenKey) : null;
}

/**
 * Request bodies are JSON objects in UTF-8, nothing else. The size limit depends on the caller:
 * mounted after the sessions, so only a caller `mayPostLarge` accepts (an administrator or a console
 * session, who send the program pages) gets the large one; everyone else, including whoever is
 * trying to log in, gets the small one. Body-parser's own failures (size, syntax, charset,
 * Content-Encoding) are answered by bodyErrors.
 */
export function jsonBody(mayPostLarge: (request: Request) => boolean): RequestHandler {
  const publicParser = parserWithLimit(LIMITS.publicBodyBytes);
  const adminParser = parserWithLimit(LIMITS.adminBodyBytes);
  return (request: Request, response: Response, next: NextFunction) => {
    if (!hasContent(request)) return next();
    if (!request.is('application/json'))
      return next(new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE', E.unsupportedMediaType));
    const parser = mayPostLarge(request) ? adminParser : publicParser;
    parser(request, response, (error?: unknown) => next(error ?? shapeError(request.body) ?? undefined));
  };
}
