import { Form, Input, Radio } from 'antd';
import { type AdminVideo, MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useToast } from '@academy/context';
import { VIDEO_TYPE_LABELS, VIDEO_TYPES, type VideoType, videoUrlError } from '@academy/common/video-url';
import { FormDialog } from '../../../components/FormDialog';
import { TitleField } from '../../../components/TextFields';
import { failureToast } from '../../../lib/error-message';
import { requiredText } from '../../../lib/form-rules';
import { useFormDialog } from '../../../lib/use-form-dialog';
import type { DashboardVideoInput } from '../../../api/create-video';

interface DashboardVideoValues {
  title: string;
  type?: VideoType;
  url: string;
}

interface DashboardVideoDialogProps {
  open: boolean;
  /** The video being edited; null while adding one. */
  editing: AdminVideo | null;
  save: (input: DashboardVideoInput) => Promise<unknown>;
  onClose: () => void;
}

const V = MESSAGES.validation;
const FIELDS = ['title', 'type', 'url'];
const PLACEHOLDERS: Record<VideoType, string> = {
  youtube: 'https://youtu.be/…',
  nas: 'https://nas.example.com/lesson.mp4',
};

/** The spec's URL rules for the chosen type; nothing to say while either is still empty (required rules speak then). */
function urlProblemOf({ type, url }: Partial<DashboardVideoValues>): string | null {
  return type && url?.trim() ? videoUrlError(type, url) : null;
}

function valuesOf(video: AdminVideo | null): DashboardVideoValues {
  return video ? { title: video.title, type: video.type, url: video.url } : { title: '', type: 'youtube', url: '' };
}

/** Add/edit dialog of the dashboard's video manager: title, type and URL. */
export function DashboardVideoDialog({ open, editing, save, onClose }: DashboardVideoDialogProps) {
  const toast = useToast();
  const dialog = useFormDialog<DashboardVideoValues>(FIELDS, { open, editing, onClose });
  const type: VideoType = Form.useWatch('type', dialog.form) ?? 'youtube';

  async function submit() {
    const urlProblem = urlProblemOf(dialog.form.getFieldsValue());
    if (urlProblem) {
      // Every field shows its message first; the toast repeats the URL's, and nothing is sent.
      await dialog.form.validateFields().catch(() => undefined);
      toast({ title: ADMIN_MESSAGES.videoUrl.checkFailed, description: urlProblem, variant: 'destructive' });
      return;
    }
    await dialog.save(
      (values) => save({ title: values.title.trim(), type: values.type ?? 'youtube', url: values.url.trim() }),
      (values) => ({
        success: {
          title: editing ? MESSAGES.content.changed : MESSAGES.content.created,
          description: values.title.trim(),
        },
        // Every failure is told with its code, also when the server's message is on a field.
        onFailure: (error) =>
          toast(
            failureToast(error, {
              title: editing ? ADMIN_MESSAGES.admin.updateFailed : ADMIN_MESSAGES.admin.createFailed,
              fallback: MESSAGES.content.videoSaveFailed,
            }),
          ),
      }),
    );
  }

  return (
    <FormDialog {...dialog.props} noun="동영상" startValues={valuesOf(editing)} onSubmit={submit}>
      <TitleField placeholder="예: 1강 현재완료 시제" />
      <Form.Item label="종류" name="type" rules={[{ required: true, message: V.videoType }]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={VIDEO_TYPES.map((value) => ({ value, label: VIDEO_TYPE_LABELS[value] }))}
          aria-label="동영상 종류"
        />
      </Form.Item>
      <Form.Item
        label="동영상 URL"
        name="url"
        dependencies={['type']}
        extra={ADMIN_MESSAGES.admin.videoTypeHint[type]}
        rules={[
          requiredText(V.url),
          ({ getFieldValue }) => ({
            validator: async (_, url?: string) => {
              const problem = urlProblemOf({ type: getFieldValue('type'), url });
              if (problem) throw new Error(problem);
            },
          }),
        ]}
      >
        {/* No maxLength: a pasted address over 2000 characters is refused with the spec's message, not cut short silently. */}
        <Input inputMode="url" placeholder={PLACEHOLDERS[type]} />
      </Form.Item>
    </FormDialog>
  );
}
