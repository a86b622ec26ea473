import { Form, Input, InputNumber, Switch } from 'antd';
import { LIMITS, MESSAGES } from '@academy/common';
import { SlugField, TitleField } from '../../../components/TextFields';
import { requiredText } from '../../../lib/form-rules';
import { FeatureListInput } from './FeatureListInput';
import { ProgramFactsFields } from './ProgramFactsFields';
import './programs.css';

const V = MESSAGES.validation;

const MARKDOWN_HELP =
  'Markdown으로 씁니다: ### 제목, **굵게**, - 목록, | 표 | 칸 |, [링크](https://…). HTML 태그는 글자 그대로 보입니다.';

/**
 * The inputs of a program (slug, title and content required), in the form that holds them: the
 * secret console's card or the dialog of /admin/programs. Their values are PROGRAM_FORM's.
 */
export function ProgramFormFields() {
  return (
    <>
      <div className="console-form-row">
        <TitleField placeholder="예: 중등 내신 영어" />
        <SlugField label="슬러그 (주소)" extra="/program/ 뒤에 붙는 주소입니다." placeholder="middle-school" />
      </div>
      <Form.Item label="부제목" name="subtitle">
        <Input maxLength={LIMITS.subtitleMax} />
      </Form.Item>
      <Form.Item label="설명" name="description">
        <Input.TextArea rows={2} maxLength={LIMITS.textMax} />
      </Form.Item>
      <ProgramFactsFields />
      <Form.Item label="상세 내용 (Markdown)" name="content" extra={MARKDOWN_HELP} rules={[requiredText(V.content)]}>
        <Input.TextArea rows={8} maxLength={LIMITS.textMax} className="markdown-input" />
      </Form.Item>
      <Form.Item label="특징" name="features">
        <FeatureListInput />
      </Form.Item>
      <Form.Item label="대상 학생" name="targetStudents">
        <Input.TextArea rows={2} maxLength={LIMITS.targetStudentsMax} />
      </Form.Item>
      <Form.Item
        label="커리큘럼 (Markdown)"
        name="curriculum"
        extra="표는 | 단계 | 기간 | 처럼 한 줄에 한 행씩 씁니다."
      >
        <Input.TextArea rows={6} maxLength={LIMITS.textMax} className="markdown-input" />
      </Form.Item>
      <div className="console-form-row">
        <Form.Item label="순서" name="order" rules={[{ type: 'number', min: LIMITS.courseOrderMin, message: V.order }]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="공개" name="isActive" valuePropName="checked">
          <Switch checkedChildren="활성" unCheckedChildren="비활성" />
        </Form.Item>
      </div>
    </>
  );
}
