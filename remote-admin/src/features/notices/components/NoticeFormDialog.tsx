import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { crudMessages, LIMITS, MESSAGES, UI, type AdminNotice } from '@academy/common';
import { useToast } from '@academy/context';
import { isoToLocalInput, isWindowInOrder, localInputToIso } from '../../../lib/datetime-local';
import { serverMessageOf } from '../../../lib/error-message';
import { showServerFieldErrors } from '../../../lib/form-errors';
import type { NoticeInput } from '../api/create-notice';

interface NoticeValues {
  title: string;
  body: string;
  startsAt?: string;
  endsAt?: string;
}

interface NoticeFormDialogProps {
  open: boolean;
  editing: AdminNotice | null;
  save: (input: NoticeInput) => Promise<unknown>;
  onClose: () => void;
}

const V = MESSAGES.validation;
const T = crudMessages('공지사항');

/** Add/edit dialog of /admin/notices: title, body (8 rows), publish window with its guidance. */
export function NoticeFormDialog({ open, editing, save, onClose }: NoticeFormDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<NoticeValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { title: editing.title, body: editing.body, startsAt: isoToLocalInput(editing.startsAt), endsAt: isoToLocalInput(editing.endsAt) }
        : { title: '', body: '', startsAt: '', endsAt: '' },
    );
  }, [open, editing, form]);

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await save({ title: values.title.trim(), body: values.body.trim(), startsAt: localInputToIso(values.startsAt), endsAt: localInputToIso(values.endsAt) });
      toast({ title: editing ? T.updatedTitle : T.createdTitle, description: values.title.trim(), variant: 'success' });
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error, ['title', 'body', 'startsAt', 'endsAt'])) {
        toast({ title: editing ? T.updateFailedTitle : T.createFailedTitle, description: serverMessageOf(error, editing ? T.updateFailed : T.createFailed), variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? '공지사항 수정' : '공지사항 추가'}
      okText={saving ? '저장 중…' : editing ? '수정' : '추가'}
      okButtonProps={{ loading: saving }}
      cancelText="취소"
      onOk={submit}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item label="제목" name="title" rules={[{ required: true, whitespace: true, message: V.title }]}>
          <Input maxLength={LIMITS.titleMax} />
        </Form.Item>
        <Form.Item label="내용" name="body" rules={[{ required: true, whitespace: true, message: V.body }]}>
          <Input.TextArea rows={UI.noticeBodyRows} maxLength={LIMITS.textMax} />
        </Form.Item>
        <div className="console-form-row">
          <Form.Item label="게시 시작 (선택)" name="startsAt">
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            label="게시 종료 (선택)"
            name="endsAt"
            dependencies={['startsAt']}
            rules={[({ getFieldValue }) => ({ validator: async (_, value?: string) => { if (!isWindowInOrder(getFieldValue('startsAt'), value)) throw new Error(V.dateOrder); } })]}
          >
            <Input type="datetime-local" />
          </Form.Item>
        </div>
        <Alert type="info" showIcon title="게시 기간 안내" description={MESSAGES.admin.noticeWindowGuide} />
      </Form>
    </Modal>
  );
}
