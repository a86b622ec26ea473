import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Modal, type FormInstance, type FormProps } from 'antd';
import type { SessionDraft } from '../lib/use-session-draft';
import { AdminForm } from './AdminForm';
import { DraftRestoredAlert } from './DraftRestoredAlert';

type FormValues<Values> = Parameters<FormInstance<Values>['setFieldsValue']>[0];

interface FormDialogProps<Values> {
  open: boolean;
  /** What is added or edited: '강의' titles the dialog '강의 추가' or '강의 수정'. */
  noun: string;
  /** The record being edited, null while adding; the form refills when it changes. */
  editing: object | null;
  form: FormInstance<Values>;
  /** What the form holds each time the dialog opens (read at that moment only). */
  startValues: FormValues<Values>;
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** The form's session draft: put back, with a notice, when the dialog opens. */
  draft?: SessionDraft;
  formProps?: Omit<FormProps<Values>, 'form' | 'layout' | 'requiredMark' | 'children'>;
  /** Wider for a form whose rows hold several inputs side by side (a phone still gets its own width). */
  width?: number;
  children: ReactNode;
}

/** The add/edit dialog of the admin screens: a fresh form on every opening, save reads saving, add or update. */
export function FormDialog<Values>({
  open,
  noun,
  editing,
  form,
  startValues,
  saving,
  onSubmit,
  onClose,
  draft,
  formProps,
  width = 640,
  children,
}: FormDialogProps<Values>) {
  const fill = useEffectEvent(() => {
    form.resetFields();
    form.setFieldsValue(startValues);
    draft?.restore();
  });

  useEffect(() => {
    if (open) fill();
  }, [open, editing, form]);

  return (
    <Modal
      open={open}
      title={`${noun} ${editing ? '수정' : '추가'}`}
      okText={saving ? '저장 중…' : editing ? '수정' : '추가'}
      okButtonProps={{ loading: saving }}
      cancelText="취소"
      onOk={onSubmit}
      onCancel={onClose}
      // Rendered while closed too, so the form instance is connected before the first opening.
      forceRender
      width={width}
    >
      <AdminForm form={form} {...formProps}>
        <DraftRestoredAlert shown={draft?.restored ?? false} />
        {children}
      </AdminForm>
    </Modal>
  );
}
