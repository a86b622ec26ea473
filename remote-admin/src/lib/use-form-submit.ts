import { useState } from 'react';
import type { FormInstance } from 'antd';
import { SessionEndedError, useToast } from '@academy/context';
import { failureDescription, type FailureText } from './error-message';
import { showServerFieldErrors } from './form-errors';
import type { SessionDraft } from './use-session-draft';

export interface SubmitFeedback {
  success: { title: string; description?: string };
  /** The failure toast when the server named no field of this form. */
  failure?: FailureText;
  /** Reports every failure itself instead of the toast, after any field messages are on the form. */
  onFailure?: (error: unknown) => void;
}

/**
 * One save of an admin form: a busy flag while it runs, a success toast, and on failure the
 * server's per-field messages on the fields plus a toast (or the caller's own report). With a
 * `draft`, a session that ends during the save keeps what was typed for after the login.
 */
export function useFormSubmit(form: FormInstance, fieldNames: readonly string[], draft?: SessionDraft) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  /** Resolves true when `save` succeeded. */
  async function submit(
    save: () => Promise<unknown>,
    { success, failure, onFailure }: SubmitFeedback,
  ): Promise<boolean> {
    setSaving(true);
    try {
      await (draft ? draft.keepDuring(save) : save());
      toast({ ...success, variant: 'success' });
      return true;
    } catch (error) {
      // The page is already on its way to /login, which says why; a failure toast would only flash.
      if (error instanceof SessionEndedError) return false;
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
