import { useEffect, useEffectEvent, useRef } from 'react';
import { Button, Form } from 'antd';
import type { Program } from '@academy/common';
import { AdminForm } from '../../../components/AdminForm';
import { DraftRestoredAlert } from '../../../components/DraftRestoredAlert';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSessionDraft } from '../../../lib/use-session-draft';
import { useSlugFromTitle } from '../../../lib/use-slug-from-title';
import type { ProgramInput } from '../api/create-program';
import { PROGRAM_DRAFT, PROGRAM_FORM, programSaveFeedback, type ProgramValues } from './program-form';
import { ProgramFormFields } from './ProgramFormFields';

interface ProgramFormProps {
  /** The program being edited, or null to create one. */
  editing: Program | null;
  /** Order suggested for a new program: after the existing ones. */
  nextOrder: number;
  /** Creates or updates; rejects with the server's error. */
  save: (input: ProgramInput) => Promise<unknown>;
  onCancelEdit: () => void;
}

/** Create/edit form card of the secret console's programs: it stays on the page, blank again after each add. */
export function ProgramForm({ editing, nextOrder, save, onCancelEdit }: ProgramFormProps) {
  const [form] = Form.useForm<ProgramValues>();
  const draft = useSessionDraft(form, PROGRAM_DRAFT, editing?.id);
  const submission = useFormSubmit(form, PROGRAM_FORM.fields, draft);
  const slug = useSlugFromTitle(form);
  const orderTouched = useRef(false);

  // nextOrder is followed by the effect below, without wiping what the admin typed.
  const startEditing = useEffectEvent((program: typeof editing) => {
    slug.follow(program === null);
    orderTouched.current = program !== null;
    form.resetFields();
    form.setFieldsValue(PROGRAM_FORM.toForm(program, { order: nextOrder }));
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

  async function submit(values: ProgramValues) {
    const input = PROGRAM_FORM.fromForm(values);
    const saved = await submission.submit(() => save(input), programSaveFeedback(editing !== null, input.title));
    if (!saved || editing) return;
    slug.follow(true);
    orderTouched.current = false;
    form.resetFields();
    form.setFieldsValue(PROGRAM_FORM.toForm(null, { order: nextOrder + 1 }));
  }

  return (
    <AdminForm
      form={form}
      onFinish={submit}
      aria-label={editing ? '프로그램 수정' : '프로그램 추가'}
      onValuesChange={(changed: Partial<ProgramValues>) => {
        if ('order' in changed) orderTouched.current = true;
        slug.onValuesChange(changed);
      }}
    >
      <DraftRestoredAlert shown={draft.restored} />
      <ProgramFormFields />
      <div className="console-item__actions">
        <Button type="primary" htmlType="submit" loading={submission.saving}>
          {editing ? '수정 저장' : '프로그램 추가'}
        </Button>
        {editing && <Button onClick={onCancelEdit}>수정 취소</Button>}
      </div>
    </AdminForm>
  );
}
