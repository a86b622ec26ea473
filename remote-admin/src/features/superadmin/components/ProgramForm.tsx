import { useEffect, useEffectEvent, useRef } from 'react';
import { Button, Form, Input, InputNumber, Switch } from 'antd';
import { LIMITS, MESSAGES, type Program } from '@academy/common';
import { PROGRAM_FIELDS } from '@academy/common/entity-fields';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AdminForm } from '../../../components/AdminForm';
import { SlugField, TitleField } from '../../../components/TextFields';
import { requiredText } from '../../../lib/form-rules';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSlugFromTitle } from '../../../lib/use-slug-from-title';
import type { ProgramInput } from '../api/create-program';
import { FeatureListInput } from './FeatureListInput';

const V = MESSAGES.validation;

interface ProgramFormProps {
  /** The program being edited, or null to create one. */
  editing: Program | null;
  /** Order suggested for a new program: after the existing ones. */
  nextOrder: number;
  /** Creates or updates; rejects with the server's error. */
  save: (input: ProgramInput) => Promise<unknown>;
  onCancelEdit: () => void;
}

function emptyProgram(order: number): ProgramInput {
  return {
    slug: '',
    title: '',
    subtitle: '',
    description: '',
    content: '',
    features: [],
    targetStudents: '',
    curriculum: '',
    isActive: true,
    order,
  };
}

function trimmed(input: ProgramInput): ProgramInput {
  const text = (value: string | null) => value?.trim() || null;
  return {
    ...input,
    slug: input.slug.trim(),
    title: input.title.trim(),
    subtitle: text(input.subtitle),
    description: text(input.description),
    content: input.content?.trim() ?? '',
    targetStudents: text(input.targetStudents),
    curriculum: text(input.curriculum),
    order: input.order ?? 0,
  };
}

/** Create/edit form of the secret console's programs (slug, title and content required). */
export function ProgramForm({ editing, nextOrder, save, onCancelEdit }: ProgramFormProps) {
  const [form] = Form.useForm<ProgramInput>();
  const submission = useFormSubmit(form, PROGRAM_FIELDS);
  const slug = useSlugFromTitle(form);
  const orderTouched = useRef(false);

  // nextOrder is followed by the effect below, without wiping what the admin typed.
  const startEditing = useEffectEvent((program: typeof editing) => {
    slug.follow(program === null);
    orderTouched.current = program !== null;
    form.resetFields();
    form.setFieldsValue(program ? { ...emptyProgram(program.order), ...program } : emptyProgram(nextOrder));
  });
  useEffect(() => startEditing(editing), [editing, form]);

  // The program list arrives after the form: a new program goes after the existing ones.
  useEffect(() => {
    if (!orderTouched.current) form.setFieldValue('order', nextOrder);
  }, [nextOrder, form]);

  async function submit(values: ProgramInput) {
    const input = trimmed(values);
    const saved = await submission.submit(() => save(input), {
      success: { title: editing ? MESSAGES.content.changed : MESSAGES.content.created, description: input.title },
      failure: { title: ADMIN_MESSAGES.admin.programSaveError, fallback: ADMIN_MESSAGES.admin.actionFailed },
    });
    if (!saved || editing) return;
    slug.follow(true);
    orderTouched.current = false;
    form.resetFields();
    form.setFieldsValue(emptyProgram(nextOrder + 1));
  }

  return (
    <AdminForm
      form={form}
      onFinish={submit}
      aria-label={editing ? '프로그램 수정' : '프로그램 추가'}
      onValuesChange={(changed: Partial<ProgramInput>) => {
        if ('order' in changed) orderTouched.current = true;
        slug.onValuesChange(changed);
      }}
    >
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
      <Form.Item
        label="상세 내용 (HTML)"
        name="content"
        extra="허용된 태그만 저장되며 스크립트는 제거됩니다."
        rules={[requiredText(V.content)]}
      >
        <Input.TextArea rows={5} maxLength={LIMITS.textMax} />
      </Form.Item>
      <Form.Item label="특징" name="features">
        <FeatureListInput />
      </Form.Item>
      <Form.Item label="대상 학생" name="targetStudents">
        <Input.TextArea rows={2} maxLength={LIMITS.targetStudentsMax} />
      </Form.Item>
      <Form.Item label="커리큘럼 (HTML)" name="curriculum">
        <Input.TextArea rows={4} maxLength={LIMITS.textMax} />
      </Form.Item>
      <div className="console-form-row">
        <Form.Item label="순서" name="order" rules={[{ type: 'number', min: LIMITS.courseOrderMin, message: V.order }]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="공개" name="isActive" valuePropName="checked">
          <Switch checkedChildren="활성" unCheckedChildren="비활성" />
        </Form.Item>
      </div>
      <div className="console-item__actions">
        <Button type="primary" htmlType="submit" loading={submission.saving}>
          {editing ? '수정 저장' : '프로그램 추가'}
        </Button>
        {editing && <Button onClick={onCancelEdit}>수정 취소</Button>}
      </div>
    </AdminForm>
  );
}
