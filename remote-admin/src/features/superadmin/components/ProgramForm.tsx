import { useEffect, useEffectEvent, useRef } from 'react';
import { Button, Form, Input, InputNumber, Switch } from 'antd';
import { LIMITS, MESSAGES, type Program, type ScheduleRow } from '@academy/common';
import { PROGRAM_FIELDS } from '@academy/common/entity-fields';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AdminForm } from '../../../components/AdminForm';
import { DraftRestoredAlert } from '../../../components/DraftRestoredAlert';
import { SlugField, TitleField } from '../../../components/TextFields';
import { requiredText } from '../../../lib/form-rules';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSessionDraft } from '../../../lib/use-session-draft';
import { useSlugFromTitle } from '../../../lib/use-slug-from-title';
import type { ProgramInput } from '../api/create-program';
import { FeatureListInput } from './FeatureListInput';
import { ProgramFactsFields } from './ProgramFactsFields';
import './programs.css';

const V = MESSAGES.validation;

/** The form's values: blank number inputs hold null, a blank date input holds ''. */
type ProgramFormValues = Omit<ProgramInput, 'tuition' | 'startDate'> & {
  tuition: { monthly: number | null; materials: number | null };
  startDate: string;
};

/** The form's session-draft name (lib/use-session-draft). */
export const PROGRAM_DRAFT = 'program';

const MARKDOWN_HELP =
  'Markdown으로 씁니다: ### 제목, **굵게**, - 목록, | 표 | 칸 |, [링크](https://…). HTML 태그는 글자 그대로 보입니다.';

interface ProgramFormProps {
  /** The program being edited, or null to create one. */
  editing: Program | null;
  /** Order suggested for a new program: after the existing ones. */
  nextOrder: number;
  /** Creates or updates; rejects with the server's error. */
  save: (input: ProgramInput) => Promise<unknown>;
  onCancelEdit: () => void;
}

function emptyProgram(order: number): ProgramFormValues {
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
    tuition: { monthly: null, materials: null },
    schedule: [],
    startDate: '',
    capacity: null,
    seatsLeft: null,
  };
}

/** A stored program as the form holds it. */
function formValuesOf(program: Program): ProgramFormValues {
  return {
    ...emptyProgram(program.order),
    ...program,
    tuition: { monthly: program.tuition?.monthly ?? null, materials: program.tuition?.materials ?? null },
    startDate: program.startDate ?? '',
  };
}

/** What the form sends: trimmed texts, blanks as null, no tuition when its monthly amount is blank. */
function inputOf(values: ProgramFormValues): ProgramInput {
  const text = (value: string | null | undefined) => value?.trim() || null;
  const { monthly, materials } = values.tuition ?? {};
  const schedule: ScheduleRow[] = (values.schedule ?? []).map((row) => ({ ...row, name: row.name.trim() }));
  return {
    ...values,
    slug: values.slug.trim(),
    title: values.title.trim(),
    subtitle: text(values.subtitle),
    description: text(values.description),
    content: values.content?.trim() ?? '',
    targetStudents: text(values.targetStudents),
    curriculum: text(values.curriculum),
    order: values.order ?? 0,
    tuition: monthly === null || monthly === undefined ? null : { monthly, materials: materials ?? null },
    schedule,
    startDate: values.startDate || null,
    capacity: values.capacity ?? null,
    seatsLeft: values.seatsLeft ?? null,
  };
}

/** Create/edit form of the secret console's programs (slug, title and content required). */
export function ProgramForm({ editing, nextOrder, save, onCancelEdit }: ProgramFormProps) {
  const [form] = Form.useForm<ProgramFormValues>();
  const draft = useSessionDraft(form, PROGRAM_DRAFT, editing?.id);
  const submission = useFormSubmit(form, PROGRAM_FIELDS, draft);
  const slug = useSlugFromTitle(form);
  const orderTouched = useRef(false);

  // nextOrder is followed by the effect below, without wiping what the admin typed.
  const startEditing = useEffectEvent((program: typeof editing) => {
    slug.follow(program === null);
    orderTouched.current = program !== null;
    form.resetFields();
    form.setFieldsValue(program ? formValuesOf(program) : emptyProgram(nextOrder));
    // A draft kept when the session ended: its slug and order are the admin's own.
    if (draft.restore()) {
      slug.follow(false);
      orderTouched.current = true;
    }
  });
  useEffect(() => startEditing(editing), [editing, form]);

  // The program list arrives after the form: a new program goes after the existing ones.
  useEffect(() => {
    if (!orderTouched.current) form.setFieldValue('order', nextOrder);
  }, [nextOrder, form]);

  async function submit(values: ProgramFormValues) {
    const input = inputOf(values);
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
      onValuesChange={(changed: Partial<ProgramFormValues>) => {
        if ('order' in changed) orderTouched.current = true;
        slug.onValuesChange(changed);
      }}
    >
      <DraftRestoredAlert shown={draft.restored} />
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
      <div className="console-item__actions">
        <Button type="primary" htmlType="submit" loading={submission.saving}>
          {editing ? '수정 저장' : '프로그램 추가'}
        </Button>
        {editing && <Button onClick={onCancelEdit}>수정 취소</Button>}
      </div>
    </AdminForm>
  );
}
