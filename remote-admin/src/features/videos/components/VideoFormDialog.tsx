import { Form, InputNumber } from 'antd';
import { MESSAGES, UI, type AdminVideo, type Course } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { FormDialog } from '../../../components/FormDialog';
import { DescriptionField, TitleField } from '../../../components/TextFields';
import { TimeWindowFields } from '../../../components/TimeWindowFields';
import { CourseField, ExternalUrlField, PublishedField } from '../../../components/VideoLinkFields';
import { fromSeoulDateTimeLocal, toSeoulDateTimeLocal } from '@academy/common/korean-days';
import { useFormDialog } from '../../../lib/use-form-dialog';
import type { VideoInput } from '../../../api/create-video';

interface VideoValues {
  courseId?: string;
  title: string;
  description?: string;
  externalUrl: string;
  durationSec?: number | null;
  isPublished: boolean;
  accessStart?: string;
  accessEnd?: string;
}

interface VideoFormDialogProps {
  open: boolean;
  /** The video being edited; null while adding one. */
  editing: AdminVideo | null;
  courses: Course[];
  save: (input: VideoInput) => Promise<unknown>;
  onClose: () => void;
}

const V = MESSAGES.validation;
const FIELDS = [
  'courseId',
  'title',
  'description',
  'externalUrl',
  'durationSec',
  'isPublished',
  'accessStart',
  'accessEnd',
];

/** The dialog's session-draft name (lib/use-session-draft). */
export const VIDEO_DRAFT = 'video';

function valuesOf(video: AdminVideo | null): VideoValues {
  if (!video) return { title: '', externalUrl: '', isPublished: true };
  return {
    courseId: video.courseId,
    title: video.title,
    description: video.description ?? '',
    externalUrl: video.externalUrl,
    durationSec: video.durationSec,
    isPublished: video.isPublished,
    accessStart: toSeoulDateTimeLocal(video.accessStart),
    accessEnd: toSeoulDateTimeLocal(video.accessEnd),
  };
}

function inputOf(values: VideoValues): VideoInput {
  return {
    courseId: values.courseId ?? '',
    title: values.title.trim(),
    description: values.description?.trim() || null,
    externalUrl: values.externalUrl.trim(),
    durationSec: typeof values.durationSec === 'number' ? values.durationSec : null,
    isPublished: values.isPublished,
    accessStart: fromSeoulDateTimeLocal(values.accessStart),
    accessEnd: fromSeoulDateTimeLocal(values.accessEnd),
  };
}

/** Add/edit dialog of /admin/videos. */
export function VideoFormDialog({ open, editing, courses, save, onClose }: VideoFormDialogProps) {
  const dialog = useFormDialog<VideoValues>(FIELDS, { open, editing, onClose, draft: VIDEO_DRAFT });

  function submit() {
    return dialog.save(
      (values) => save(inputOf(values)),
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
      startValues={valuesOf(editing)}
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
