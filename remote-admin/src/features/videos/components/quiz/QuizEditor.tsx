import { Button, Tabs } from 'antd';
import type { AdminQuiz, AdminVideo } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AdminForm } from '../../../../components/AdminForm';
import { StatusTag } from '../../../../components/StatusTag';
import { useQuizEditor } from '../../hooks/use-quiz-editor';
import { quizFormValues, type QuizFormValues } from '../../lib/quiz-form';
import { QuizPreview } from './QuizPreview';
import { QuizQuestionList } from './QuizQuestionList';
import { QuizSettingsFields } from './QuizSettingsFields';

const Q = ADMIN_MESSAGES.quiz;

interface QuizEditorProps {
  video: AdminVideo;
  /** The saved quiz, null for a lesson without one. */
  quiz: AdminQuiz | null;
  onClose: () => void;
}

/** Where the quiz stands: its version and whether members see it, or that it is not saved yet. */
function QuizStatus({ quiz }: { quiz: AdminQuiz | null }) {
  if (!quiz) return <p className="quiz-status admin-muted">{Q.isNew}</p>;
  return (
    <div className="quiz-status">
      <StatusTag tone={quiz.published ? 'positive' : 'neutral'}>{quiz.published ? Q.published : Q.draft}</StatusTag>
      <span>{Q.version(quiz.version)}</span>
      <span className="admin-muted">{Q.versionNote}</span>
    </div>
  );
}

/**
 * The quiz form: settings, the questions, a preview tab; 임시 저장 keeps it from members, 저장 후
 * 공개 shows it to them. A message on a field goes once the field is right again: every field
 * showing one is checked again after each change (a list's message depends on its entries).
 */
export function QuizEditor({ video, quiz, onClose }: QuizEditorProps) {
  const editor = useQuizEditor(video, quiz, onClose);
  const { form, saved, saving } = editor;

  function recheckFlagged() {
    const flagged = form.getFieldsError().filter((field) => field.errors.length > 0);
    if (flagged.length === 0) return;
    queueMicrotask(() => void form.validateFields(flagged.map((field) => field.name)).catch(() => undefined));
  }

  return (
    <AdminForm<QuizFormValues>
      form={form}
      initialValues={quizFormValues(quiz)}
      onValuesChange={recheckFlagged}
      className="quiz-editor"
    >
      <QuizStatus quiz={saved} />
      <Tabs
        items={[
          {
            key: 'edit',
            label: Q.editTab,
            forceRender: true,
            children: (
              <>
                <QuizSettingsFields courseId={video.courseId} />
                <QuizQuestionList />
              </>
            ),
          },
          // Drawn again on each opening, from the form as it stands then.
          { key: 'preview', label: Q.previewTab, destroyOnHidden: true, children: <QuizPreview /> },
        ]}
      />
      <p className="admin-muted">{Q.saveDraftHint}</p>
      <div className="quiz-editor__actions">
        {saved && (
          <Button danger onClick={editor.remove} disabled={saving}>
            {Q.delete}
          </Button>
        )}
        <span className="quiz-editor__spacer" />
        <Button onClick={onClose}>{Q.close}</Button>
        <Button onClick={() => void editor.save(false)} loading={saving}>
          {Q.saveDraft}
        </Button>
        <Button type="primary" onClick={() => void editor.save(true)} loading={saving}>
          {Q.savePublish}
        </Button>
      </div>
    </AdminForm>
  );
}
