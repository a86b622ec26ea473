import { Alert, Form, Input, Select } from 'antd';
import { crudMessages, LIMITS, MESSAGES, UI, type AdminNotice, type NoticeVisibility } from '@academy/common';
import { NOTICE_FIELD_LABELS, NOTICE_VISIBILITIES, NOTICE_VISIBILITY_LABELS } from '@academy/common/entity-fields';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { FormDialog } from '../../../components/FormDialog';
import { TitleField } from '../../../components/TextFields';
import { TimeWindowFields } from '../../../components/TimeWindowFields';
import { fromSeoulDateTimeLocal, toSeoulDateTimeLocal } from '@academy/common/korean-days';
import { saveFeedback } from '../../../lib/save-feedback';
import { requiredText } from '../../../lib/form-rules';
import { useFormDialog } from '../../../lib/use-form-dialog';
import type { NoticeInput } from '../api/create-notice';

interface NoticeValues {
  title: string;
  body: string;
  startsAt?: string;
  endsAt?: string;
  visibility: NoticeVisibility;
}

interface NoticeFormDialogProps {
  open: boolean;
  editing: AdminNotice | null;
  save: (input: NoticeInput) => Promise<unknown>;
  onClose: () => void;
}

const V = MESSAGES.validation;
const T = crudMessages('공지사항');
const FIELDS = ['title', 'body', 'startsAt', 'endsAt', 'visibility'];
/** The dialog's session-draft name (lib/use-session-draft). */
export const NOTICE_DRAFT = 'notice';
const VISIBILITY_OPTIONS = NOTICE_VISIBILITIES.map((value) => ({ value, label: NOTICE_VISIBILITY_LABELS[value] }));

function valuesOf(notice: AdminNotice | null): NoticeValues {
  // A new notice is members-only until the administrator chooses the public board.
  if (!notice) return { title: '', body: '', startsAt: '', endsAt: '', visibility: 'members' };
  return {
    title: notice.title,
    body: notice.body,
    startsAt: toSeoulDateTimeLocal(notice.startsAt),
    endsAt: toSeoulDateTimeLocal(notice.endsAt),
    visibility: notice.visibility ?? 'members',
  };
}

/** Add/edit dialog of /admin/notices: title, body (8 rows), publish window with its guidance. */
export function NoticeFormDialog({ open, editing, save, onClose }: NoticeFormDialogProps) {
  const dialog = useFormDialog<NoticeValues>(FIELDS, { open, editing, onClose, draft: NOTICE_DRAFT });

  function submit() {
    return dialog.save(
      (values) =>
        save({
          title: values.title.trim(),
          body: values.body.trim(),
          startsAt: fromSeoulDateTimeLocal(values.startsAt),
          endsAt: fromSeoulDateTimeLocal(values.endsAt),
          visibility: values.visibility,
        }),
      (values) => saveFeedback(T, editing !== null, values.title.trim()),
    );
  }

  return (
    <FormDialog {...dialog.props} noun="공지사항" startValues={valuesOf(editing)} onSubmit={submit}>
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
