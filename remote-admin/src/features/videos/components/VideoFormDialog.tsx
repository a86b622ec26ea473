import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { isHttpUrl, LIMITS, MESSAGES, UI, type AdminVideo, type Course } from '@academy/common';
import { useToast } from '@academy/context';
import { isoToLocalInput, isWindowInOrder, localInputToIso } from '../../../lib/datetime-local';
import { serverMessageOf } from '../../../lib/error-message';
import { showServerFieldErrors } from '../../../lib/form-errors';
import type { VideoInput } from '../api/create-video';

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
const FIELDS = ['courseId', 'title', 'description', 'externalUrl', 'durationSec', 'isPublished', 'accessStart', 'accessEnd'];

function valuesOf(video: AdminVideo | null): VideoValues {
  if (!video) return { title: '', externalUrl: '', isPublished: true };
  return {
    courseId: video.courseId,
    title: video.title,
    description: video.description ?? '',
    externalUrl: video.externalUrl,
    durationSec: video.durationSec,
    isPublished: video.isPublished,
    accessStart: isoToLocalInput(video.accessStart),
    accessEnd: isoToLocalInput(video.accessEnd),
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
    accessStart: localInputToIso(values.accessStart),
    accessEnd: localInputToIso(values.accessEnd),
  };
}

/** Add/edit dialog of /admin/videos (spec 001 §2 and §5). */
export function VideoFormDialog({ open, editing, courses, save, onClose }: VideoFormDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<VideoValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(editing));
  }, [open, editing, form]);

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await save(inputOf(values));
      toast({ title: editing ? MESSAGES.content.changed : MESSAGES.content.created, description: values.title.trim(), variant: 'success' });
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error, FIELDS)) {
        toast({ title: editing ? '수정 실패' : '생성 실패', description: serverMessageOf(error, MESSAGES.content.videoSaveFailed), variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? '동영상 수정' : '동영상 추가'}
      okText={saving ? '저장 중…' : editing ? '수정' : '추가'}
      okButtonProps={{ loading: saving }}
      cancelText="취소"
      onOk={submit}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ isPublished: true }}>
        <Form.Item label="강의 과정" name="courseId" rules={[{ required: true, message: V.courseId }]}>
          <Select placeholder="강의를 선택하세요" options={courses.map((course) => ({ value: course.id, label: course.title }))} aria-label="강의 과정" />
        </Form.Item>
        <Form.Item label="제목" name="title" rules={[{ required: true, whitespace: true, message: V.title }]}>
          <Input maxLength={LIMITS.titleMax} />
        </Form.Item>
        <Form.Item label="설명 (선택)" name="description">
          <Input.TextArea rows={3} maxLength={LIMITS.textMax} />
        </Form.Item>
        <Form.Item label="동영상 URL" name="externalUrl" rules={[{ validator: async (_, value?: string) => { if (!isHttpUrl(value?.trim())) throw new Error(V.url); } }]}>
          <Input maxLength={LIMITS.urlMax} inputMode="url" placeholder="https://youtu.be/… 또는 https://nas.example.com/lesson.mp4" />
        </Form.Item>
        <div className="console-form-row">
          <Form.Item label="재생 시간 (초, 선택)" name="durationSec" rules={[{ type: 'integer', min: 0, message: V.duration }]}>
            <InputNumber min={0} precision={0} placeholder={String(UI.defaultDurationPlaceholderSec)} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="게시" name="isPublished" valuePropName="checked">
            <Switch checkedChildren="공개" unCheckedChildren="비공개" />
          </Form.Item>
        </div>
        <div className="console-form-row">
          <Form.Item label="공개 시작 (선택)" name="accessStart">
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            label="공개 종료 (선택)"
            name="accessEnd"
            dependencies={['accessStart']}
            rules={[({ getFieldValue }) => ({ validator: async (_, value?: string) => { if (!isWindowInOrder(getFieldValue('accessStart'), value)) throw new Error(V.dateOrder); } })]}
          >
            <Input type="datetime-local" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
