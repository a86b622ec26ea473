import { Form, Input, Select, Switch } from 'antd';
import { LIMITS, MESSAGES, type Course } from '@academy/common';
import { httpUrl } from '../lib/form-rules';

/*
 * Fields of a video linked to a course, shared by /admin/videos' dialog and the secret console's
 * video link form (the same POST /api/admin/videos body).
 */

/** The required course choice (form field `courseId`). */
export function CourseField({ courses, loading }: { courses: Course[]; loading?: boolean }) {
  return (
    <Form.Item label="강의 과정" name="courseId" rules={[{ required: true, message: MESSAGES.validation.courseId }]}>
      <Select
        placeholder="강의를 선택하세요"
        loading={loading}
        options={courses.map((course) => ({ value: course.id, label: course.title }))}
        aria-label="강의 과정"
      />
    </Form.Item>
  );
}

/** Any http(s) address of the video (form field `externalUrl`). */
export function ExternalUrlField({ example }: { example: string }) {
  return (
    <Form.Item label="동영상 URL" name="externalUrl" rules={[httpUrl()]}>
      <Input maxLength={LIMITS.urlMax} inputMode="url" placeholder={`https://youtu.be/… 또는 ${example}`} />
    </Form.Item>
  );
}

/** Published or not (form field `isPublished`). */
export function PublishedField() {
  return (
    <Form.Item label="게시" name="isPublished" valuePropName="checked">
      <Switch checkedChildren="공개" unCheckedChildren="비공개" />
    </Form.Item>
  );
}
