import { useState } from 'react';
import { Alert, Button, Empty, Form, Input, Skeleton } from 'antd';
import { formatDate, isHttpUrl, LIMITS, MESSAGES, UI, type SimpleVideo } from '@academy/common';
import { useToast } from '@academy/context';
import { serverMessageOf } from '../../../lib/error-message';
import { showServerFieldErrors } from '../../../lib/form-errors';
import type { AsyncData } from '../../../lib/use-async-data';
import { addVideo, type SimpleVideoInput } from '../api/add-video';

const V = MESSAGES.validation;

/** Simple console videos: title, description and URL; title and URL are required. */
export function SimpleVideosTab({ videos }: { videos: AsyncData<SimpleVideo[]> }) {
  const toast = useToast();
  const [form] = Form.useForm<SimpleVideoInput>();
  const [saving, setSaving] = useState(false);

  async function add(values: SimpleVideoInput) {
    setSaving(true);
    try {
      await addVideo({ title: values.title.trim(), videoUrl: values.videoUrl.trim(), description: values.description?.trim() || undefined });
      toast({ title: MESSAGES.content.created, description: MESSAGES.admin.videoAdded, variant: 'success' });
      form.resetFields();
      videos.reload();
    } catch (error) {
      if (!showServerFieldErrors(form, error, ['title', 'videoUrl', 'description'])) {
        toast({ title: MESSAGES.content.videoAddError, description: serverMessageOf(error, MESSAGES.admin.actionFailed), variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  }

  const items = videos.data ?? [];
  return (
    <div className="console-tab">
      <Form form={form} layout="vertical" requiredMark={false} onFinish={add} aria-label="동영상 추가">
        <div className="console-form-row">
          <Form.Item label="제목" name="title" rules={[{ required: true, whitespace: true, message: V.simpleUpload }]}>
            <Input maxLength={LIMITS.titleMax} />
          </Form.Item>
          <Form.Item
            label="동영상 URL"
            name="videoUrl"
            rules={[
              { required: true, whitespace: true, message: V.simpleUpload },
              { validator: async (_, value?: string) => { if (value?.trim() && !isHttpUrl(value.trim())) throw new Error(V.url); } },
            ]}
          >
            <Input maxLength={LIMITS.urlMax} inputMode="url" placeholder="https://youtu.be/…" />
          </Form.Item>
        </div>
        <Form.Item label="설명 (선택)" name="description">
          <Input.TextArea rows={2} maxLength={LIMITS.textMax} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          동영상 추가
        </Button>
      </Form>
      {videos.error ? (
        <Alert type="error" showIcon title={MESSAGES.admin.loadFailed} description={serverMessageOf(videos.error, MESSAGES.admin.loadFailed)} action={<Button onClick={videos.reload}>{MESSAGES.errors.remoteRetry}</Button>} />
      ) : !videos.data ? (
        <Skeleton active title={false} paragraph={{ rows: UI.skeletonRows }} />
      ) : items.length === 0 ? (
        <Empty description={MESSAGES.admin.videosEmpty} />
      ) : (
        <ul className="console-list" aria-label="동영상 목록">
          {items.map((video) => (
            <li key={video.id} className="console-item">
              <div className="console-item__body">
                <p className="console-item__title">{video.title}</p>
                {video.description && <p className="console-item__text">{video.description}</p>}
                <p className="console-item__text">
                  {video.videoUrl || video.url} · {formatDate(video.createdAt)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
