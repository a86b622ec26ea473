import { Form, Input } from 'antd';
import { isHttpUrl, LIMITS, MESSAGES, type SimpleVideo } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import type { AsyncData } from '@academy/context';
import { AddForm } from '../../../components/AddForm';
import { AsyncContent } from '../../../components/AsyncContent';
import { DescriptionField, TitleField } from '../../../components/TextFields';
import { requiredText, validWhenFilled } from '../../../lib/form-rules';
import { useAddForm } from '../../../lib/use-add-form';
import { addVideo, type SimpleVideoInput } from '../api/add-video';
import { SimpleVideoTable } from './SimpleVideoTable';

const REQUIRED = MESSAGES.validation.simpleUpload;
const FIELDS = ['title', 'videoUrl', 'description'];

/** Simple console videos: title, description and URL; title and URL are required. */
export function SimpleVideosTab({ videos }: { videos: AsyncData<SimpleVideo[]> }) {
  const adding = useAddForm<SimpleVideoInput>(FIELDS, videos.reload);

  function add(values: SimpleVideoInput) {
    return adding.add(
      () =>
        addVideo({
          title: values.title.trim(),
          videoUrl: values.videoUrl.trim(),
          description: values.description?.trim() || undefined,
        }),
      {
        success: { title: MESSAGES.content.created, description: ADMIN_MESSAGES.admin.videoAdded },
        failure: { title: MESSAGES.content.videoAddError, fallback: ADMIN_MESSAGES.admin.actionFailed },
      },
    );
  }

  return (
    <div className="console-tab">
      <AddForm form={adding.form} label="동영상 추가" saving={adding.saving} onFinish={add}>
        <div className="console-form-row">
          <TitleField requiredMessage={REQUIRED} />
          <Form.Item label="동영상 URL" name="videoUrl" rules={[requiredText(REQUIRED), validWhenFilled(isHttpUrl)]}>
            <Input maxLength={LIMITS.urlMax} inputMode="url" placeholder="https://youtu.be/…" />
          </Form.Item>
        </div>
        <DescriptionField rows={2} />
      </AddForm>
      <AsyncContent data={videos} retry empty={ADMIN_MESSAGES.admin.videosEmpty}>
        {(list) => <SimpleVideoTable videos={list} />}
      </AsyncContent>
    </div>
  );
}
