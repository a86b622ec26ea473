import { Form, InputNumber, Radio, Switch } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { QUIZ_DIRECTION_LABELS, QUIZ_DIRECTIONS, QUIZ_LIMITS } from '@academy/common/quiz';
import { quizProblemRule } from '../../lib/quiz-rules';
import { CourseRequirementButton } from './CourseRequirementButton';

const Q = ADMIN_MESSAGES.quiz;

/**
 * 합격 점수, 응시 횟수 (empty: unlimited), 합격해야 완료 (with a way to give it to the whole course)
 * and the vocabulary questions' 출제 방향.
 */
export function QuizSettingsFields({ courseId }: { courseId: string }) {
  const form = Form.useFormInstance();
  return (
    <fieldset className="quiz-settings">
      <legend>{Q.settings}</legend>
      <div className="console-form-row">
        <Form.Item label={Q.passMark} name="passMark" rules={[quizProblemRule(form, ['passMark'])]}>
          <InputNumber min={0} max={100} precision={0} suffix={Q.scoreSuffix} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label={Q.maxAttempts}
          name="maxAttempts"
          extra={Q.maxAttemptsHint}
          rules={[quizProblemRule(form, ['maxAttempts'])]}
        >
          <InputNumber
            min={1}
            max={QUIZ_LIMITS.attemptsMax}
            precision={0}
            placeholder={Q.unlimited}
            suffix="회"
            style={{ width: '100%' }}
          />
        </Form.Item>
      </div>
      <Form.Item
        label={Q.requiredForCompletion}
        name="requiredForCompletion"
        valuePropName="checked"
        extra={Q.requiredHint}
      >
        <Switch />
      </Form.Item>
      <CourseRequirementButton courseId={courseId} />
      <Form.Item
        label={Q.direction}
        name="direction"
        extra={Q.directionHint}
        rules={[quizProblemRule(form, ['direction'])]}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          aria-label={Q.direction}
          options={QUIZ_DIRECTIONS.map((value) => ({ value, label: QUIZ_DIRECTION_LABELS[value] }))}
        />
      </Form.Item>
    </fieldset>
  );
}
