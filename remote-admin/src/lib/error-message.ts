import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { HttpError, type ToastOptions } from '@academy/context';

/** The server's Korean sentence when it sent one (every API error carries one), else the screen's own wording. */
export function serverMessageOf(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.userMessage ? error.userMessage : fallback;
}

/** The error code shown beside some dashboard failures: the server's code, or UNKNOWN. */
export function errorCodeOf(error: unknown, fallback = 'UNKNOWN'): string {
  return error instanceof HttpError && error.code ? error.code : fallback;
}

/** A dashboard failure's sentence followed by its code: "회원을 찾을 수 없습니다. (NOT_FOUND)". */
export function withErrorCode(message: string, error: unknown, fallbackCode?: string): string {
  return `${message} (${errorCodeOf(error, fallbackCode)})`;
}

export function isHttpStatus(error: unknown, status: number): boolean {
  return error instanceof HttpError && error.status === status;
}

/** How a failed save or delete is worded: a title, and the server's sentence or `fallback`. */
export interface FailureText {
  title: string;
  fallback: string;
  /** Add the error code, as the dashboard does (UNKNOWN_ERROR when there is none). */
  showCode?: boolean;
}

export function failureDescription(error: unknown, { fallback, showCode = false }: Omit<FailureText, 'title'>): string {
  const message = serverMessageOf(error, fallback);
  return showCode ? withErrorCode(message, error, ADMIN_MESSAGES.admin.unknownErrorCode) : message;
}

/** The dashboard's failure toast (it was a native alert): its title, the server's sentence (or `fallback`) and the code. */
export function failureToast(error: unknown, { title, fallback }: Omit<FailureText, 'showCode'>): ToastOptions {
  return { title, description: failureDescription(error, { fallback, showCode: true }), variant: 'destructive' };
}
