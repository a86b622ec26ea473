import { Form, Radio } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { QUIZ_LIMITS } from '@academy/common/quiz';
import { quizProblemRule } from '../../lib/quiz-rules';
import { ExplanationField, PromptField } from './PromptFields';
import { TextListField } from './TextListField';

const Q = ADMIN_MESSAGES.quiz;

/** The chosen answer, read out under the options; the radios beside the options change it. */
function ChosenAnswer({ value, id }: { value?: number; id?: string }) {
  return (
    <span id={id} className="quiz-answer" aria-live="polite">
      {value === undefined || value === null ? Q.correctNone : `${Q.correct}: ${Q.correctChosen(value + 1)}`}
    </span>
  );
}

/**
 * A multiple-choice question: its prompt, 2–6 options (a nested Form.List), the correct one
 * chosen with the radio beside it, and an optional 해설. The radios share one name, so the arrow
 * keys move between them as in any radio group.
 */
export function ChoiceQuestionFields({ index }: { index: number }) {
  const form = Form.useFormInstance();
  const n = index + 1;
  const answerName = ['questions', index, 'answer'];
  const answer = Form.useWatch(answerName, form) as number | undefined;

  function choose(position: number) {
    form.setFieldValue(answerName, position - 1);
    void form.validateFields([answerName]).catch(() => undefined);
  }

  /** Removing an option moves the answer with its option, or clears it when the option was the answer. */
  function removed(entry: number) {
    const current = form.getFieldValue(answerName) as number | undefined;
    if (current === undefined || current < entry) return;
    form.setFieldValue(answerName, current === entry ? undefined : current - 1);
  }

  return (
    <>
      <PromptField index={index} />
      <TextListField
        index={index}
        list="options"
        label={Q.option}
        fullLabel={(position) => Q.optionOf(n, position)}
        noun="보기"
        min={QUIZ_LIMITS.optionsMin}
        max={QUIZ_LIMITS.optionsMax}
        maxLength={QUIZ_LIMITS.optionMax}
        onRemoved={removed}
        before={(position) => (
          <Radio
            name={`quiz-question-${index}-answer`}
            checked={answer === position - 1}
            onChange={() => choose(position)}
            aria-label={Q.correctOption(n, position)}
          />
        )}
      />
      <Form.Item name={[index, 'answer']} rules={[quizProblemRule(form, answerName)]}>
        <ChosenAnswer />
      </Form.Item>
      <ExplanationField index={index} />
    </>
  );
}
