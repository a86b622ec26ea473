import { LIMITS, MESSAGES, type AdminVideo } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useToast, type CallOptions } from '@academy/context';
import { failureToast } from '../../../lib/error-message';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { deleteVideo } from '../api/delete-video';
import { updateVideo } from '../api/update-video';

interface Options {
  requestOptions: CallOptions;
  /** After a change, to refresh the list. */
  onChanged: () => void;
}

/** What an entered title is refused with, or null. */
function titleProblem(title: string): string | null {
  if (!title) return MESSAGES.validation.title;
  return title.length > LIMITS.titleMax ? MESSAGES.validation.titleMax : null;
}

/** The dashboard video manager's row actions: rename through a prompt, delete after confirmation. */
export function useDashboardVideoActions({ requestOptions, onChanged }: Options) {
  const toast = useToast();
  const askDelete = useConfirmedDelete();

  async function rename(video: AdminVideo) {
    const answer = window.prompt(ADMIN_MESSAGES.admin.videoTitlePrompt, video.title);
    const title = answer?.trim();
    // Cancelled, or left as it was: nothing to save.
    if (title === undefined || title === video.title) return;
    const problem = titleProblem(title);
    if (problem) {
      toast({ title: ADMIN_MESSAGES.admin.saveFailed, description: problem, variant: 'destructive' });
      return;
    }
    try {
      await updateVideo(video.id, { title }, requestOptions);
      toast({ title: MESSAGES.content.changed, description: title, variant: 'success' });
      onChanged();
    } catch (error) {
      toast(
        failureToast(error, { title: ADMIN_MESSAGES.admin.saveFailed, fallback: ADMIN_MESSAGES.admin.actionFailed }),
      );
    }
  }

  function remove(video: AdminVideo) {
    askDelete({
      question: MESSAGES.content.videoDeleteConfirm,
      detail: `${video.title}: ${ADMIN_MESSAGES.admin.videoDeleteWarning}`,
      remove: () => deleteVideo(video.id, requestOptions),
      onDeleted: onChanged,
      success: { title: MESSAGES.content.deleted, description: video.title },
      failure: {
        title: ADMIN_MESSAGES.admin.deleteFailed,
        fallback: ADMIN_MESSAGES.admin.actionFailed,
        showCode: true,
      },
    });
  }

  return { rename, remove };
}
