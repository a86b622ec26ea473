import type { FormInstance, FormRule } from 'antd';
import { errorsByField, type FieldError } from '@academy/common';
import { HttpError } from '@academy/context';

type Validate = (values: Record<string, unknown>) => FieldError[];

/** An antd rule that asks the shared validator (the one the API uses too) about one field. */
export function sharedRule(validate: Validate, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = errorsByField(validate(getFieldsValue(true)))[field];
      if (message) throw new Error(message);
    },
  });
}

/**
 * Runs the shared validator over the whole form at submit: antd skips the rules of fields the
 * user never touched, so an empty password would otherwise reach the server unchecked.
 */
export function showSharedErrors(form: FormInstance, errors: FieldError[]): boolean {
  if (errors.length === 0) return false;
  form.setFields(Object.entries(errorsByField(errors)).map(([name, message]) => ({ name, errors: [message] })));
  return true;
}

/** Puts the server's per-field Korean messages (400 errors[]) on the form; true when it did. */
export function showServerFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof HttpError) || error.fieldErrors.length === 0) return false;
  form.setFields(
    Object.entries(errorsByField(error.fieldErrors)).map(([name, message]) => ({ name, errors: [message] })),
  );
  return true;
}

export function userMessageOf(error: unknown): string {
  if (error instanceof HttpError) return error.userMessage;
  return '오류가 발생했습니다. 다시 시도해주세요.';
}

/** Only same-site paths are followed after login; anything else falls back to the default. */
export function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}
