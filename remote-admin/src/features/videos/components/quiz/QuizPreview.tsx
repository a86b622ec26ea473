import { Form, Input, Radio } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { memberQuestion, QUIZ_KIND_LABELS, type QuizQuestion } from '@academy/common/quiz';
import { quizInputOf, type QuizFormValues } from '../../lib/quiz-form';

const Q = ADMIN_MESSAGES.quiz;

/**
 * The questions as a member gets them, drawn by common's memberQuestion (the API's own): no answer,
 * and a word asked the way the quiz's 출제 방향 says. Drawn each time its tab opens, from the form
 * as it stands then; nothing in it can be answered.
 */
export function QuizPreview() {
  const form = Form.useFormInstance();
  const values = form.getFieldsValue(true) as QuizFormValues;
  const input = quizInputOf(values, false);
  const questions = input.questions.map((question, index) =>
    memberQuestion({ ...question, id: question.id ?? String(index) } as QuizQuestion, input.direction),
  );
  if (questions.length === 0) return <p className="admin-empty">{Q.previewEmpty}</p>;
  const attempts = input.maxAttempts === null ? Q.unlimited : `${input.maxAttempts}회`;
  return (
    <div className="quiz-preview">
      <p className="admin-muted">{Q.previewLead(input.passMark ?? 0, attempts)}</p>
      <ol className="quiz-preview__list">
        {questions.map((question, index) => (
          <li key={index} className="quiz-preview__question">
            <p className="quiz-preview__kind admin-muted">{QUIZ_KIND_LABELS[question.kind]}</p>
            <p className="quiz-preview__prompt">{question.prompt}</p>
            {question.options ? (
              <Radio.Group
                disabled
                aria-label={question.prompt}
                options={question.options.map((option, position) => ({ value: position, label: option }))}
              />
            ) : (
              <Input disabled placeholder={Q.previewAnswer} aria-label={Q.previewAnswerOf(index + 1)} />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
