import type { ComponentType } from 'react';
import { Button, Form } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { QUIZ_KIND_LABELS, QUIZ_KINDS, QUIZ_LIMITS, type QuizKind } from '@academy/common/quiz';
import { newQuestion } from '../../lib/quiz-form';
import { quizProblemRule } from '../../lib/quiz-rules';
import { ChoiceQuestionFields } from './ChoiceQuestionFields';
import { ShortQuestionFields } from './ShortQuestionFields';
import { VocabQuestionFields } from './VocabQuestionFields';

const Q = ADMIN_MESSAGES.quiz;

const FIELDS: Record<QuizKind, ComponentType<{ index: number }>> = {
  CHOICE: ChoiceQuestionFields,
  SHORT: ShortQuestionFields,
  VOCAB: VocabQuestionFields,
};
/** The field a new question's focus goes to, so the keyboard can type at once. */
const FIRST_FIELD: Record<QuizKind, string> = { CHOICE: 'prompt', SHORT: 'prompt', VOCAB: 'word' };

/**
 * The questions in the order members get them: each in its own fieldset with 위로, 아래로 and
 * 삭제 (named after its number), and one add button per kind under the list.
 */
export function QuizQuestionList() {
  const form = Form.useFormInstance();
  return (
    <Form.List name="questions" rules={[quizProblemRule(form, ['questions'])]}>
      {(questions, { add, remove, move }, { errors }) => (
        <section className="quiz-questions" aria-label={Q.questions}>
          {questions.length === 0 && <p className="admin-muted">{Q.questionsEmpty}</p>}
          {questions.map((question, position) => {
            const kind = form.getFieldValue(['questions', question.name, 'kind']) as QuizKind;
            const Fields = FIELDS[kind];
            const n = position + 1;
            if (!Fields) return null;
            return (
              <fieldset key={question.key} className="quiz-question">
                <legend>{Q.questionLegend(n, QUIZ_KIND_LABELS[kind])}</legend>
                <div className="quiz-question__tools">
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={position === 0}
                    aria-label={Q.moveUp(n)}
                    onClick={() => move(position, position - 1)}
                  >
                    {Q.up}
                  </Button>
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={position === questions.length - 1}
                    aria-label={Q.moveDown(n)}
                    onClick={() => move(position, position + 1)}
                  >
                    {Q.down}
                  </Button>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={Q.removeQuestion(n)}
                    onClick={() => remove(question.name)}
                  >
                    {Q.remove}
                  </Button>
                </div>
                <Fields index={question.name} />
              </fieldset>
            );
          })}
          <Form.ErrorList errors={errors} />
          {questions.length < QUIZ_LIMITS.questionsMax && (
            <div className="quiz-questions__add">
              {QUIZ_KINDS.map((kind) => (
                <Button
                  key={kind}
                  type="dashed"
                  icon={<PlusOutlined />}
                  // The icon's own label ("plus") would otherwise start the button's name.
                  aria-label={Q.addQuestion(QUIZ_KIND_LABELS[kind])}
                  onClick={() => {
                    add(newQuestion(kind));
                    const added = ['questions', questions.length, FIRST_FIELD[kind]];
                    // The new fields mount on the next render.
                    setTimeout(() => form.focusField(added));
                  }}
                >
                  {Q.addQuestion(QUIZ_KIND_LABELS[kind])}
                </Button>
              ))}
            </div>
          )}
        </section>
      )}
    </Form.List>
  );
}
