import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Switch } from 'antd';
import { isHttpUrl, LIMITS, MESSAGES } from '@academy/common';
import { useToast } from '@academy/context';
import { isWindowInOrder, localInputToIso } from '../../../lib/datetime-local';
import { serverMessageOf } from '../../../lib/error-message';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useAsyncData } from '../../../lib/use-async-data';
import { addVideoLink } from '../api/add-video-link';
import { getCourses } from '../api/get-courses';

interface VideoLinkValues {
  courseId: string;
  title: string;
  externalUrl: string;
  isPublished: boolean;
  accessStart?: string;
  accessEnd?: string;
}

const V = MESSAGES.validation;
const FIELDS = ['courseId', 'title', 'externalUrl', 'isPublished', 'accessStart', 'accessEnd'];

/** Secret console: add a video link to a course, with its published flag and access window. */
export function VideoLinkTab() {
  const toast = useToast();
  const [form] = Form.useForm<VideoLinkValues>();
  const courses = useAsyncData(getCourses, []);
  const [saving, setSaving] = useState(false);

  async function add(values: VideoLinkValues) {
    setSaving(true);
    try {
      await addVideoLink({
        courseId: values.courseId,
        title: values.title.trim(),
        externalUrl: values.externalUrl.trim(),
        isPublished: values.isPublished,
        accessStart: localInputToIso(values.accessStart),
        accessEnd: localInputToIso(values.accessEnd),
      });
      toast({ title: MESSAGES.content.created, description: MESSAGES.admin.videoAdded, variant: 'success' });
      form.resetFields();
    } catch (error) {
      if (!showServerFieldErrors(form, error, FIELDS)) {
        toast({ title: MESSAGES.content.videoAddError, description: serverMessageOf(error, MESSAGES.admin.actionFailed), variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="console-tab">
      {courses.error && (
        <Alert type="error" showIcon title={MESSAGES.admin.coursesUnavailable} action={<Button onClick={courses.reload}>{MESSAGES.errors.remoteRetry}</Button>} />
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={add} initialValues={{ isPublished: true }} aria-label="동영상 링크 추가">
        <div className="console-form-row">
          <Form.Item label="강의 과정" name="courseId" rules={[{ required: true, message: V.courseId }]}>
            <Select
              placeholder="강의를 선택하세요"
              loading={courses.isLoading}
              options={(courses.data ?? []).map((course) => ({ value: course.id, label: course.title }))}
              aria-label="강의 과정"
            />
          </Form.Item>
          <Form.Item label="제목" name="title" rules={[{ required: true, whitespace: true, message: V.title }]}>
            <Input maxLength={LIMITS.titleMax} placeholder="예: 1강 현재완료 시제" />
          </Form.Item>
        </div>
        <Form.Item
          label="동영상 URL"
          name="externalUrl"
          rules={[{ validator: async (_, value?: string) => { if (!isHttpUrl(value?.trim())) throw new Error(V.url); } }]}
        >
          <Input maxLength={LIMITS.urlMax} inputMode="url" placeholder="https://youtu.be/… 또는 https://nas.example.com/video.mp4" />
        </Form.Item>
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
          <Form.Item label="게시" name="isPublished" valuePropName="checked">
            <Switch checkedChildren="공개" unCheckedChildren="비공개" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={saving}>
          동영상 추가
        </Button>
      </Form>
    </div>
  );
}
