import { useState } from 'react';
import { Form } from 'antd';
import type { AdminQuiz, AdminVideo } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { QUIZ_MESSAGES } from '@academy/common/quiz';
import { useToast } from '@academy/context';
import { serverMessageOf } from '../../../lib/error-message';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { deleteQuiz } from '../api/delete-quiz';
import { saveQuiz } from '../api/save-quiz';
import { quizFormProblems, quizFormValues, quizInputOf, type QuizFormValues } from '../lib/quiz-form';

const Q = ADMIN_MESSAGES.quiz;
/** The form's top-level fields: the server's `errors[].field` under these land on their input. */
const FIELDS = ['passMark', 'maxAttempts', 'requiredForCompletion', 'direction', 'questions'] as const;

/**
 * The quiz editor's form and its two actions. A save (a draft, or published) runs common's checks
 * first, then sends; the answer refills the form, so each new question now carries its id and the
 * next save keeps its history. A failure toasts, with the server's messages on their fields.
 */
export function useQuizEditor(video: AdminVideo, loaded: AdminQuiz | null, onDeleted: () => void) {
  const toast = useToast();
  const [form] = Form.useForm<QuizFormValues>();
  const [saved, setSaved] = useState(loaded);
  const { saving, submit } = useFormSubmit(form, FIELDS);
  const askDelete = useConfirmedDelete();

  async function save(published: boolean) {
    const checked = await form.validateFields().then(
      () => true,
      () => false,
    );
    const values = form.getFieldsValue(true) as QuizFormValues;
    if (!checked || quizFormProblems(values).length > 0) {
      toast({ title: Q.saveFailed, description: Q.checkFields, variant: 'destructive' });
      const first = form.getFieldsError().find((field) => field.errors.length > 0);
      if (first) form.scrollToField(first.name, { block: 'center', focus: true });
      return;
    }
    let answer: AdminQuiz | null = null;
    const ok = await submit(
      async () => {
        answer = await saveQuiz(video.id, quizInputOf(values, published));
      },
      {
        success: { title: published ? Q.savedPublished : Q.savedDraft, description: video.title },
        onFailure: (error) =>
          toast({
            title: Q.saveFailed,
            description: serverMessageOf(error, ADMIN_MESSAGES.admin.actionFailed),
            variant: 'destructive',
          }),
      },
    );
    if (ok && answer) {
      setSaved(answer);
      const { questions, ...settings } = quizFormValues(answer);
      form.setFieldsValue(settings);
      // Replaced whole: a merge would leave a moved question's old fields in place.
      form.setFieldValue('questions', questions);
    }
  }

  function remove() {
    askDelete({
      question: Q.deleteConfirm,
      detail: `${video.title}: ${Q.deleteWarning}`,
      remove: () => deleteQuiz(video.id),
      onDeleted,
      success: { title: QUIZ_MESSAGES.deleted, description: video.title },
      failure: { title: Q.deleteFailed, fallback: ADMIN_MESSAGES.admin.actionFailed },
    });
  }

  return { form, saved, saving, save, remove };
}
