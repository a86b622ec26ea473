import type { crudMessages } from '@academy/common';
import type { SubmitFeedback } from './use-form-submit';

/** The toasts of an add/edit dialog's save: "created" or "changed" with the record's title, or why it failed. */
export function saveFeedback(
  messages: ReturnType<typeof crudMessages>,
  editing: boolean,
  title: string,
): SubmitFeedback {
  return {
    success: { title: editing ? messages.updatedTitle : messages.createdTitle, description: title },
    failure: editing
      ? { title: messages.updateFailedTitle, fallback: messages.updateFailed }
      : { title: messages.createFailedTitle, fallback: messages.createFailed },
  };
}
