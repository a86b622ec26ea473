import { Form, Input } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { QUIZ_LIMITS } from '@academy/common/quiz';
import { quizProblemRule } from '../../lib/quiz-rules';

const Q = ADMIN_MESSAGES.quiz;

/*
 * The texts a choice and a short question share. The visible label is short (문제, 해설); the
 * accessible name says which question (3번 문제 내용), since every question has the same labels.
 * An input holds twice its limit: an over-long paste is refused with common's message, not cut short.
 */

export function PromptField({ index }: { index: number }) {
  const form = Form.useFormInstance();
  return (
    <Form.Item
      label={Q.prompt}
      name={[index, 'prompt']}
      rules={[quizProblemRule(form, ['questions', index, 'prompt'])]}
    >
      <Input.TextArea rows={2} aria-label={Q.promptOf(index + 1)} maxLength={QUIZ_LIMITS.promptMax * 2} />
    </Form.Item>
  );
}

export function ExplanationField({ index }: { index: number }) {
  const form = Form.useFormInstance();
  return (
    <Form.Item
      label={Q.explanation}
      name={[index, 'explanation']}
      rules={[quizProblemRule(form, ['questions', index, 'explanation'])]}
    >
      <Input.TextArea rows={2} aria-label={Q.explanationOf(index + 1)} maxLength={QUIZ_LIMITS.explanationMax * 2} />
    </Form.Item>
  );
}
