import { HttpError } from '@academy/context';

/** The server's per-field Korean messages (400 errors[]), or none. */
export function serverFieldErrors(error: unknown) {
  return error instanceof HttpError ? error.fieldErrors : [];
}

export function userMessageOf(error: unknown): string {
  if (error instanceof HttpError) return error.userMessage;
  return '오류가 발생했습니다. 다시 시도해주세요.';
}
