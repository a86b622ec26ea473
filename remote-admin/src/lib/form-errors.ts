import type { FormInstance } from 'antd';
import { errorsByField } from '@academy/common';
import { HttpError } from '@academy/context';

/**
 * Puts the server's per-field Korean messages (400 `errors[]`, or a 409 duplicate slug) on the
 * form fields it knows; true when it did, so the caller can skip the general toast.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown, fieldNames: readonly string[]): boolean {
  if (!(error instanceof HttpError)) return false;
  const byField = errorsByField(error.fieldErrors);
  if (error.code === 'DUPLICATE_SLUG' || error.code === 'SLUG_TAKEN') byField.slug ??= error.userMessage;
  const known = Object.entries(byField).filter(([name]) => fieldNames.includes(name));
  if (known.length === 0) return false;
  form.setFields(known.map(([name, message]) => ({ name, errors: [message] })));
  return true;
}
