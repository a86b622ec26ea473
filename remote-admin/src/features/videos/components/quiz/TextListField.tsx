import type { ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { quizProblemRule } from '../../lib/quiz-rules';

const Q = ADMIN_MESSAGES.quiz;

interface TextListFieldProps {
  /** The question's place in the list (0-based) and the list's field: `questions.<index>.<list>`. */
  index: number;
  list: 'options' | 'answers' | 'meanings';
  /** What one entry is called on its own (보기 2) and inside the whole quiz (3번 문제 보기 2), 1-based. */
  label: (position: number) => string;
  fullLabel: (position: number) => string;
  /** The add button's noun: 보기, 정답, 뜻. */
  noun: string;
  min: number;
  max: number;
  maxLength: number;
  /** Drawn before an entry's input (the choice question's 정답 radio). */
  before?: (position: number) => ReactNode;
  /** After an entry left the list (the choice question moves its answer along). */
  onRemoved?: (entry: number) => void;
}

/**
 * A question's list of texts (보기, accepted answers, meanings): one input each, removable down to
 * `min`, addable up to `max`; each input and the list carry common's messages for their path.
 */
export function TextListField({
  index,
  list,
  label,
  fullLabel,
  noun,
  min,
  max,
  maxLength,
  before,
  onRemoved,
}: TextListFieldProps) {
  const form = Form.useFormInstance();
  const n = index + 1;
  return (
    <Form.List name={[index, list]} rules={[quizProblemRule(form, ['questions', index, list])]}>
      {(entries, { add, remove }, { errors }) => (
        <div className="quiz-list" role="group" aria-label={`${n}번 문제 ${noun}`}>
          {entries.map((entry, position) => (
            <div key={entry.key} className="quiz-list__row">
              {before?.(position + 1)}
              <Form.Item
                className="quiz-list__input"
                name={[entry.name]}
                rules={[quizProblemRule(form, ['questions', index, list, entry.name])]}
              >
                <Input
                  placeholder={label(position + 1)}
                  aria-label={fullLabel(position + 1)}
                  maxLength={maxLength * 2}
                />
              </Form.Item>
              <Button
                type="text"
                icon={<MinusCircleOutlined />}
                disabled={entries.length <= min}
                aria-label={Q.removeItem(fullLabel(position + 1))}
                onClick={() => {
                  remove(entry.name);
                  onRemoved?.(entry.name);
                }}
              />
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          {entries.length < max && (
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined />}
              aria-label={Q.addItem(n, noun)}
              onClick={() => add('')}
            >
              {Q.addItem(n, noun)}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
