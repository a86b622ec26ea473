import { Alert, Form, Input, Select } from 'antd';
import { crudMessages, LIMITS, MESSAGES, UI, type AdminNotice, type NoticeVisibility } from '@academy/common';
import { NOTICE_FIELD_LABELS, NOTICE_VISIBILITIES, NOTICE_VISIBILITY_LABELS } from '@academy/common/entity-fields';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { FormDialog } from '../../../components/FormDialog';
import { TitleField } from '../../../components/TextFields';
import { TimeWindowFields } from '../../../components/TimeWindowFields';
import { choice, formCodec, seoulDateTime, text, type FormValues } from '../../../lib/form-codec';
import { saveFeedback } from '../../../lib/save-feedback';
import { requiredText } from '../../../lib/form-rules';
import { useFormDialog } from '../../../lib/use-form-dialog';
import type { NoticeInput } from '../api/create-notice';

interface NoticeFormDialogProps {
  open: boolean;
  editing: AdminNotice | null;
  save: (input: NoticeInput) => Promise<unknown>;
  onClose: () => void;
}

const V = MESSAGES.validation;
const T = crudMessages('공지사항');
/** The dialog's session-draft name (lib/use-session-draft). */
export const NOTICE_DRAFT = 'notice';
const VISIBILITY_OPTIONS = NOTICE_VISIBILITIES.map((value) => ({ value, label: NOTICE_VISIBILITY_LABELS[value] }));

/** The form's fields, how each is shown and sent. A new notice is members-only until the public board is chosen. */
const NOTICE_FORM = formCodec<NoticeInput>()({
  title: text,
  body: text,
  startsAt: seoulDateTime,
  endsAt: seoulDateTime,
  visibility: choice<NoticeVisibility>('members'),
});

/** Add/edit dialog of /admin/notices: title, body (8 rows), publish window with its guidance. */
export function NoticeFormDialog({ open, editing, save, onClose }: NoticeFormDialogProps) {
  const dialog = useFormDialog<FormValues<typeof NOTICE_FORM>>(NOTICE_FORM.fields, {
    open,
    editing,
    onClose,
    draft: NOTICE_DRAFT,
  });

  function submit() {
    return dialog.save(
      (values) => save(NOTICE_FORM.fromForm(values)),
      (values) => saveFeedback(T, editing !== null, values.title.trim()),
    );
  }

  return (
    <FormDialog {...dialog.props} noun="공지사항" startValues={NOTICE_FORM.toForm(editing)} onSubmit={submit}>
      <TitleField />
      <Form.Item label="내용" name="body" rules={[requiredText(V.body)]}>
        <Input.TextArea rows={UI.noticeBodyRows} maxLength={LIMITS.textMax} />
      </Form.Item>
      <Form.Item
        label={NOTICE_FIELD_LABELS.visibility}
        name="visibility"
        extra={ADMIN_MESSAGES.admin.noticeVisibilityGuide}
      >
        <Select options={VISIBILITY_OPTIONS} />
      </Form.Item>
      <div className="console-form-row">
        <TimeWindowFields startName="startsAt" endName="endsAt" kind="게시" />
      </div>
      <Alert type="info" showIcon title="게시 기간 안내" description={ADMIN_MESSAGES.admin.noticeWindowGuide} />
    </FormDialog>
  );
}
