import { Alert, Button } from 'antd';
import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useAsyncData } from '@academy/context';
import { AddForm } from '../../../components/AddForm';
import { TitleField } from '../../../components/TextFields';
import { TimeWindowFields } from '../../../components/TimeWindowFields';
import { CourseField, ExternalUrlField, PublishedField } from '../../../components/VideoLinkFields';
import { fromSeoulDateTimeLocal } from '@academy/common/korean-days';
import { useAddForm } from '../../../lib/use-add-form';
import { createVideo, type VideoLinkInput } from '../../../api/create-video';
import { getAdminCourses } from '../../../api/get-admin-courses';

interface VideoLinkValues extends Omit<VideoLinkInput, 'accessStart' | 'accessEnd'> {
  accessStart?: string;
  accessEnd?: string;
}

const FIELDS = ['courseId', 'title', 'externalUrl', 'isPublished', 'accessStart', 'accessEnd'];

/** Secret console: add a video link to a course, with its published flag and access window. */
export function VideoLinkTab() {
  const adding = useAddForm<VideoLinkValues>(FIELDS);
  const courses = useAsyncData(getAdminCourses, []);

  function add(values: VideoLinkValues) {
    const link: VideoLinkInput = {
      courseId: values.courseId,
      title: values.title.trim(),
      externalUrl: values.externalUrl.trim(),
      isPublished: values.isPublished,
      accessStart: fromSeoulDateTimeLocal(values.accessStart),
      accessEnd: fromSeoulDateTimeLocal(values.accessEnd),
    };
    return adding.add(() => createVideo(link), {
      success: { title: MESSAGES.content.created, description: ADMIN_MESSAGES.admin.videoAdded },
      failure: { title: MESSAGES.content.videoAddError, fallback: ADMIN_MESSAGES.admin.actionFailed },
    });
  }

  return (
    <div className="console-tab">
      {courses.error && (
        <Alert
          type="error"
          showIcon
          title={ADMIN_MESSAGES.admin.coursesUnavailable}
          action={<Button onClick={courses.reload}>{MESSAGES.errors.remoteRetry}</Button>}
        />
      )}
      <AddForm
        form={adding.form}
        label="동영상 추가"
        saving={adding.saving}
        onFinish={add}
        initialValues={{ isPublished: true }}
      >
        <div className="console-form-row">
          <CourseField courses={courses.data ?? []} loading={courses.isLoading} />
          <TitleField placeholder="예: 1강 현재완료 시제" />
        </div>
        <ExternalUrlField example="https://nas.example.com/video.mp4" />
        <div className="console-form-row">
          <TimeWindowFields startName="accessStart" endName="accessEnd" kind="공개" />
          <PublishedField />
        </div>
      </AddForm>
    </div>
  );
}
