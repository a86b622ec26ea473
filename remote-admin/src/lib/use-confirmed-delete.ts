import { App } from 'antd';
import { useToast } from '@academy/context';
import { confirmDelete } from './confirm-delete';
import { failureDescription } from './error-message';
import type { SubmitFeedback } from './use-form-submit';

export interface DeleteRequest extends SubmitFeedback {
  /** The confirmation's question, and what is deleted (with any warning). */
  question: string;
  detail: string;
  remove: () => Promise<unknown>;
  /** After a successful delete (refresh the list). */
  onDeleted: () => void;
}

/** Asks first; then deletes, says how it went and refreshes. A failure toasts, or goes to the caller's `onFailure`. */
export function useConfirmedDelete() {
  const toast = useToast();
  const { modal } = App.useApp();

  return function askDelete({ question, detail, remove, onDeleted, success, failure, onFailure }: DeleteRequest) {
    confirmDelete(modal, {
      title: question,
      content: detail,
      onConfirm: async () => {
        try {
          await remove();
          toast({ ...success, variant: 'success' });
          onDeleted();
        } catch (error) {
          if (onFailure) onFailure(error);
          else if (failure)
            toast({ title: failure.title, description: failureDescription(error, failure), variant: 'destructive' });
        }
      },
    });
  };
}
