import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorCode, FieldError } from '@academy/common';

/** Throw this for any refusal: the filter turns it into the API's error body. */
export class ApiError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** Extra fields some routes answer with (e.g. /api/dev/login's success flag). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message, status);
  }
}

export const validationFailed = (errors: FieldError[]) =>
  new ApiError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', errors[0]?.message ?? '입력값을 확인해주세요.', errors);
