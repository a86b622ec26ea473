import { HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MESSAGES } from '@academy/common';
import { ApiError } from './api-error';

const message = MESSAGES.validation.queryParameter;

/**
 * Every query parameter of the API is one plain value. Express's parser turns `?q=a&q=b` into an
 * array and keeps `q[]=a` or `q[x]=a` as an unknown name, which the routes would otherwise ignore
 * silently (a filter that seems applied but is not): both answer 400 naming the parameter.
 */
export function singleValuedQuery(request: Request, _response: Response, next: NextFunction): void {
  const fields = Object.entries(request.query)
    .filter(([name, value]) => typeof value !== 'string' || /[[\]]/.test(name))
    .map(([name]) => name.replace(/\[.*$/, '') || name);
  if (fields.length === 0) return next();
  next(
    new ApiError(
      HttpStatus.BAD_REQUEST,
      'VALIDATION_FAILED',
      message,
      [...new Set(fields)].map((field) => ({ field, message })),
    ),
  );
}
