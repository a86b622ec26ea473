import { Form, InputNumber } from 'antd';
import { MESSAGES, UI, type AdminVideo, type Course } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { FormDialog } from '../../../components/FormDialog';
import { DescriptionField, TitleField } from '../../../components/TextFields';
import { TimeWindowFields } from '../../../components/TimeWindowFields';
import { CourseField, ExternalUrlField, PublishedField } from '../../../components/VideoLinkFields';
import {
  flag,
  formCodec,
  optionalNumber,
  optionalText,
  pick,
  seoulDateTime,
  text,
  type FormValues,
} from '../../../lib/form-codec';
import { useFormDialog } from '../../../lib/use-form-dialog';
import type { VideoInput } from '../../../api/create-video';

interface VideoFormDialogProps {
  open: boolean;
  /** The video being edited; null while adding one. */
  editing: AdminVideo | null;
  courses: Course[];
  save: (input: VideoInput) => Promise<unknown>;
  onClose: () => void;
}

const V = MESSAGES.validation;
/** The dialog's session-draft name (lib/use-session-draft). */
export const VIDEO_DRAFT = 'video';

/** The form's fields, how each is shown and sent; a new video is published unless unticked. */
const VIDEO_FORM = formCodec<VideoInput>()({
  courseId: pick,
  title: text,
  description: optionalText,
  externalUrl: text,
  durationSec: optionalNumber,
  isPublished: flag(true),
  accessStart: seoulDateTime,
  accessEnd: seoulDateTime,
});

/** Add/edit dialog of /admin/videos. */
export function VideoFormDialog({ open, editing, courses, save, onClose }: VideoFormDialogProps) {
  const dialog = useFormDialog<FormValues<typeof VIDEO_FORM>>(VIDEO_FORM.fields, {
    open,
    editing,
    onClose,
    draft: VIDEO_DRAFT,
  });

  function submit() {
    return dialog.save(
      (values) => save(VIDEO_FORM.fromForm(values)),
      (values) => ({
        success: {
          title: editing ? MESSAGES.content.changed : MESSAGES.content.created,
          description: values.title.trim(),
        },
        failure: {
          title: editing ? ADMIN_MESSAGES.admin.updateFailed : ADMIN_MESSAGES.admin.createFailed,
          fallback: MESSAGES.content.videoSaveFailed,
        },
      }),
    );
  }

  return (
    <FormDialog
      {...dialog.props}
      noun="동영상"
      startValues={VIDEO_FORM.toForm(editing)}
      onSubmit={submit}
      formProps={{ initialValues: { isPublished: true } }}
    >
      <CourseField courses={courses} />
      <TitleField />
      <DescriptionField rows={3} />
      <ExternalUrlField example="https://nas.example.com/lesson.mp4" />
      <div className="console-form-row">
        <Form.Item
          label="재생 시간 (초, 선택)"
          name="durationSec"
          rules={[{ type: 'integer', min: 0, message: V.duration }]}
        >
          <InputNumber
            min={0}
            precision={0}
            placeholder={String(UI.defaultDurationPlaceholderSec)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <PublishedField />
      </div>
      <div className="console-form-row">
        <TimeWindowFields startName="accessStart" endName="accessEnd" kind="공개" />
      </div>
    </FormDialog>
  );
}
