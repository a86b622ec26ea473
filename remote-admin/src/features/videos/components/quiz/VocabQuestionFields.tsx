import { Form, Input } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { QUIZ_LIMITS } from '@academy/common/quiz';
import { quizProblemRule } from '../../lib/quiz-rules';
import { TextListField } from './TextListField';

const Q = ADMIN_MESSAGES.quiz;

/** A word: the English word and its Korean meanings (any one is accepted); the quiz's 출제 방향 decides which is asked. */
export function VocabQuestionFields({ index }: { index: number }) {
  const form = Form.useFormInstance();
  const n = index + 1;
  return (
    <>
      <Form.Item label={Q.word} name={[index, 'word']} rules={[quizProblemRule(form, ['questions', index, 'word'])]}>
        <Input aria-label={Q.wordOf(n)} lang="en" maxLength={QUIZ_LIMITS.answerMax * 2} />
      </Form.Item>
      <TextListField
        index={index}
        list="meanings"
        label={Q.meaning}
        fullLabel={(position) => Q.meaningOf(n, position)}
        noun="뜻"
        min={1}
        max={QUIZ_LIMITS.answersMax}
        maxLength={QUIZ_LIMITS.answerMax}
      />
    </>
  );
}
