import { MESSAGES } from '@academy/common';
import { PARENT_MESSAGES } from '@academy/common/parents';
import { QUIZ_MESSAGES } from '@academy/common/quiz';

const V = MESSAGES.validation;

/** The message each code usually carries, for the examples of the document's error answers. */
const MESSAGE_OF: Record<string, string> = {
  VALIDATION_FAILED: V.title,
  BAD_REQUEST: MESSAGES.errors.badJson,
  UNAUTHORIZED: MESSAGES.auth.unauthorized,
  FORBIDDEN: MESSAGES.auth.forbidden,
  PASSWORD_CHANGE_REQUIRED: MESSAGES.auth.passwordChangeRequired,
  NOT_FOUND: MESSAGES.errors.notFound,
  DUPLICATE_EMAIL: MESSAGES.auth.duplicateEmail,
  DUPLICATE_SLUG: MESSAGES.content.duplicateSlug,
  SLUG_TAKEN: MESSAGES.content.slugTaken('toeic-2'),
  INVALID_CREDENTIALS: MESSAGES.auth.invalidCredentials,
  INVALID_PASSWORD: MESSAGES.console.wrongPassword,
  INVALID_TOKEN: MESSAGES.passwordReset.invalidToken,
  RATE_LIMITED: MESSAGES.auth.rateLimited,
  VIDEO_NOT_AVAILABLE: MESSAGES.content.videoNotAvailable,
  PROXY_FORBIDDEN: MESSAGES.proxy.forbidden,
  UPSTREAM_FAILED: MESSAGES.proxy.upstreamFailed,
  PAYLOAD_TOO_LARGE: MESSAGES.errors.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: MESSAGES.errors.unsupportedMediaType,
  SERVICE_UNAVAILABLE: MESSAGES.console.notConfigured,
  DB_UNAVAILABLE: MESSAGES.errors.dbUnavailable,
  ATTEMPTS_EXHAUSTED: QUIZ_MESSAGES.attemptsExhausted,
  INVALID_CODE: PARENT_MESSAGES.invalidCode,
  LINK_CONFLICT: PARENT_MESSAGES.tooManyGuardians,
};

/** What the extended error bodies add (a console login's flag, a taken slug's suggestion). */
const EXTRA_OF: Record<string, Record<string, unknown>> = {
  ConsoleLoginRefusal: { success: false },
};

/** One example body per code, as errorBody (http/error-body.ts) writes it. */
export function errorExamples(status: number, codes: readonly string[], schema: string) {
  const examples: Record<string, { summary: string; value: Record<string, unknown> }> = {};
  for (const code of codes) {
    const message = MESSAGE_OF[code] ?? MESSAGES.errors.validation;
    const value: Record<string, unknown> = { ...EXTRA_OF[schema], ok: false, statusCode: status, code, message };
    if (code === 'VALIDATION_FAILED') value.errors = [{ field: 'title', message }];
    if (code === 'SLUG_TAKEN') Object.assign(value, { suggestion: 'toeic-2', errors: [{ field: 'slug', message }] });
    examples[code] = { summary: code, value };
  }
  return examples;
}
