import { Form, Switch } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { QUIZ_LIMITS } from '@academy/common/quiz';
import { ExplanationField, PromptField } from './PromptFields';
import { TextListField } from './TextListField';

const Q = ADMIN_MESSAGES.quiz;

/** A typed-answer question: its prompt, every accepted answer, whether punctuation counts, an optional 해설. */
export function ShortQuestionFields({ index }: { index: number }) {
  const n = index + 1;
  return (
    <>
      <PromptField index={index} />
      <TextListField
        index={index}
        list="answers"
        label={Q.answer}
        fullLabel={(position) => Q.answerOf(n, position)}
        noun="정답"
        min={1}
        max={QUIZ_LIMITS.answersMax}
        maxLength={QUIZ_LIMITS.answerMax}
      />
      <Form.Item
        label={Q.ignorePunctuation}
        name={[index, 'ignorePunctuation']}
        valuePropName="checked"
        extra={Q.ignorePunctuationHint}
      >
        <Switch aria-label={Q.ignorePunctuationOf(n)} />
      </Form.Item>
      <ExplanationField index={index} />
    </>
  );
}
