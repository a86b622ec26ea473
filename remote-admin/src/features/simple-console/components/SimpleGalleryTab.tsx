import { useState } from 'react';
import { Alert, Button, Empty, Form, Input, Skeleton, Tag } from 'antd';
import { isImageUrl, LIMITS, MESSAGES, UI, type GalleryItem } from '@academy/common';
import { useToast } from '@academy/context';
import { ImageThumb } from '../../../components/ImageThumb';
import { serverMessageOf } from '../../../lib/error-message';
import { showServerFieldErrors } from '../../../lib/form-errors';
import type { AsyncData } from '../../../lib/use-async-data';
import { addGalleryImage, type SimpleImageInput } from '../api/add-gallery-image';

const V = MESSAGES.validation;

/** Simple console gallery: title, description and image URL; a placeholder when an image fails. */
export function SimpleGalleryTab({ gallery }: { gallery: AsyncData<GalleryItem[]> }) {
  const toast = useToast();
  const [form] = Form.useForm<SimpleImageInput>();
  const [saving, setSaving] = useState(false);

  async function add(values: SimpleImageInput) {
    setSaving(true);
    try {
      await addGalleryImage({ title: values.title.trim(), description: values.description?.trim() || undefined, imageUrl: values.imageUrl.trim() });
      toast({ title: MESSAGES.content.created, description: values.title.trim(), variant: 'success' });
      form.resetFields();
      gallery.reload();
    } catch (error) {
      if (!showServerFieldErrors(form, error, ['title', 'description', 'imageUrl'])) {
        toast({ title: MESSAGES.admin.galleryAddError, description: serverMessageOf(error, MESSAGES.admin.actionFailed), variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  }

  const items = gallery.data ?? [];
  return (
    <div className="console-tab">
      <Form form={form} layout="vertical" requiredMark={false} onFinish={add} aria-label="이미지 추가">
        <div className="console-form-row">
          <Form.Item label="제목" name="title" rules={[{ required: true, whitespace: true, message: V.title }]}>
            <Input maxLength={LIMITS.titleMax} />
          </Form.Item>
          <Form.Item
            label="이미지 URL"
            name="imageUrl"
            rules={[
              { required: true, whitespace: true, message: V.imageUrl },
              { validator: async (_, value?: string) => { if (value?.trim() && !isImageUrl(value.trim())) throw new Error(V.url); } },
            ]}
          >
            <Input maxLength={LIMITS.urlMax} inputMode="url" placeholder="https://example.com/photo.jpg" />
          </Form.Item>
        </div>
        <Form.Item label="설명 (선택)" name="description">
          <Input.TextArea rows={2} maxLength={LIMITS.textMax} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          이미지 추가
        </Button>
      </Form>
      {gallery.error ? (
        <Alert type="error" showIcon title={MESSAGES.admin.loadFailed} description={serverMessageOf(gallery.error, MESSAGES.admin.loadFailed)} action={<Button onClick={gallery.reload}>{MESSAGES.errors.remoteRetry}</Button>} />
      ) : !gallery.data ? (
        <Skeleton active title={false} paragraph={{ rows: UI.skeletonRows }} />
      ) : items.length === 0 ? (
        <Empty description={MESSAGES.admin.galleryEmpty} />
      ) : (
        <ul className="console-list" aria-label="갤러리 이미지">
          {items.map((item) => {
            const title = item.title || item.caption || '(제목 없음)';
            return (
              <li key={item.id} className="console-item">
                <ImageThumb src={item.url} alt={title} />
                <div className="console-item__body">
                  <p className="console-item__title">
                    {title} <Tag color={item.visible ? 'green' : 'default'}>{item.visible ? '표시' : '숨김'}</Tag>
                  </p>
                  {item.description && <p className="console-item__text">{item.description}</p>}
                  <p className="console-item__text">{item.url}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
