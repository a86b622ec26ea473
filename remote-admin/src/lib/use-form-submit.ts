import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useToast } from '@academy/context';
import { failureDescription, type FailureText } from './error-message';
import { showServerFieldErrors } from './form-errors';

export interface SubmitFeedback {
  success: { title: string; description?: string };
  /** The failure toast when the server named no field of this form. */
  failure?: FailureText;
  /** Reports every failure itself instead of the toast, after any field messages are on the form. */
  onFailure?: (error: unknown) => void;
}

/**
 * One save of an admin form: a busy flag while it runs, a success toast, and on failure the
 * server's per-field messages on the fields plus a toast (or the caller's own report).
 */
export function useFormSubmit(form: FormInstance, fieldNames: readonly string[]) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  /** Resolves true when `save` succeeded. */
  async function submit(
    save: () => Promise<unknown>,
    { success, failure, onFailure }: SubmitFeedback,
  ): Promise<boolean> {
    setSaving(true);
    try {
      await save();
      toast({ ...success, variant: 'success' });
      return true;
    } catch (error) {
      const shownOnFields = showServerFieldErrors(form, error, fieldNames);
      if (onFailure) onFailure(error);
      else if (!shownOnFields && failure)
        toast({ title: failure.title, description: failureDescription(error, failure), variant: 'destructive' });
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { saving, submit };
}
