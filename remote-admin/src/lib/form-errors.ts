import type { FormInstance } from 'antd';
import { errorsByField } from '@academy/common';
import { HttpError } from '@academy/context';

/** `schedule.0.end` as antd's name path: ['schedule', 0, 'end']. */
const namePath = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Puts the server's per-field Korean messages (400 `errors[]`, or a 409 duplicate slug) on the
 * form fields it knows, nested ones (`tuition.monthly`, `schedule.0.end`) on their own input;
 * true when it did, so the caller can skip the general toast.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown, fieldNames: readonly string[]): boolean {
  if (!(error instanceof HttpError)) return false;
  const byField = errorsByField(error.fieldErrors);
  if (error.code === 'DUPLICATE_SLUG' || error.code === 'SLUG_TAKEN') byField.slug ??= error.userMessage;
  const known = Object.entries(byField).filter(([name]) => fieldNames.includes(name.split('.')[0]!));
  if (known.length === 0) return false;
  form.setFields(known.map(([name, message]) => ({ name: namePath(name), errors: [message] })));
  return true;
}
