import { useState } from 'react';
import type { FieldError } from '@academy/common';
import { useToast } from '@academy/context';
import { serverFieldErrors, userMessageOf } from './server-errors';

/**
 * Sends a form once at a time: while `action` runs the form is busy; when it fails, the server's
 * per-field messages go on the fields, anything else is a toast titled `failedTitle`.
 */
export function useSubmit<V>(
  showErrors: (list: FieldError[]) => boolean,
  failedTitle: string,
  action: (values: V) => Promise<void>,
) {
  const toast = useToast();
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: V) {
    if (submitting) return;
    setSubmitting(true);
    try {
      await action(values);
    } catch (error) {
      if (!showErrors(serverFieldErrors(error)))
        toast({ title: failedTitle, description: userMessageOf(error), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, submit };
}
