import { useState } from 'react';
import { Alert, App, Button, Empty, Form, Input, Skeleton, Switch } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { isImageUrl, LIMITS, MESSAGES, UI, type GalleryItem } from '@academy/common';
import { useToast } from '@academy/context';
import { ImageThumb } from '../../../components/ImageThumb';
import { serverMessageOf } from '../../../lib/error-message';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useAsyncData } from '../../../lib/use-async-data';
import { addGalleryImage } from '../api/add-gallery-image';
import { deleteGalleryImage } from '../api/delete-gallery-image';
import { getGallery } from '../api/get-gallery';
import { toggleGalleryImage } from '../api/toggle-gallery-image';

interface ImageValues {
  url: string;
  caption?: string;
}

const C = MESSAGES.content;

/** Secret console gallery: add an image by URL with a caption; show/hide and delete the others. */
export function GalleryTab() {
  const toast = useToast();
  const { modal } = App.useApp();
  const [form] = Form.useForm<ImageValues>();
  const gallery = useAsyncData(getGallery, []);
  const [adding, setAdding] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function add(values: ImageValues) {
    setAdding(true);
    try {
      await addGalleryImage({ url: values.url.trim(), caption: values.caption?.trim() || undefined });
      toast({ title: C.created, description: values.caption?.trim() || values.url.trim(), variant: 'success' });
      form.resetFields();
      gallery.reload();
    } catch (error) {
      if (!showServerFieldErrors(form, error, ['url', 'caption'])) {
        toast({ title: MESSAGES.admin.galleryAddError, description: serverMessageOf(error, MESSAGES.admin.actionFailed), variant: 'destructive' });
      }
    } finally {
      setAdding(false);
    }
  }

  async function change(item: GalleryItem, action: () => Promise<unknown>, success: string, failure: string) {
    setBusyId(item.id);
    try {
      await action();
      toast({ title: success, description: item.caption || item.url, variant: 'success' });
      gallery.reload();
    } catch (error) {
      toast({ title: failure, description: serverMessageOf(error, MESSAGES.admin.actionFailed), variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  }

  function confirmDelete(item: GalleryItem) {
    modal.confirm({
      title: C.imageDeleteConfirm,
      content: item.caption || item.url,
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: () => change(item, () => deleteGalleryImage(item.id), C.deleted, MESSAGES.admin.galleryDeleteError),
    });
  }

  const items = gallery.data ?? [];
  return (
    <div className="console-tab">
      <Form form={form} layout="vertical" onFinish={add} requiredMark={false} className="console-form-row" aria-label="이미지 추가">
        <Form.Item
          label="이미지 URL"
          name="url"
          rules={[
            { required: true, whitespace: true, message: MESSAGES.validation.imageUrl },
            { validator: async (_, value?: string) => { if (value?.trim() && !isImageUrl(value.trim())) throw new Error(MESSAGES.validation.url); } },
          ]}
        >
          <Input placeholder="https://example.com/photo.jpg" maxLength={LIMITS.urlMax} inputMode="url" />
        </Form.Item>
        <Form.Item label="설명 (선택)" name="caption">
          <Input placeholder="예: 봄학기 수업 모습" maxLength={LIMITS.captionMax} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={adding}>
            이미지 추가
          </Button>
        </Form.Item>
      </Form>
      {gallery.error ? (
        <Alert type="error" showIcon title={MESSAGES.admin.loadFailed} description={serverMessageOf(gallery.error, MESSAGES.admin.loadFailed)} action={<Button onClick={gallery.reload}>{MESSAGES.errors.remoteRetry}</Button>} />
      ) : !gallery.data ? (
        <Skeleton active title={false} paragraph={{ rows: UI.skeletonRows }} />
      ) : items.length === 0 ? (
        <Empty description={MESSAGES.admin.galleryEmpty} />
      ) : (
        <ul className="console-list" aria-label="갤러리 이미지">
          {items.map((item) => (
            <li key={item.id} className="console-item">
              <ImageThumb src={item.url} alt={item.caption || '갤러리 이미지'} />
              <div className="console-item__body">
                <p className="console-item__title">{item.caption || '(설명 없음)'}</p>
                <p className="console-item__text">{item.url}</p>
              </div>
              <div className="console-item__actions">
                <Switch
                  checked={item.visible}
                  loading={busyId === item.id}
                  checkedChildren="표시"
                  unCheckedChildren="숨김"
                  aria-label={`${item.caption || item.url} 표시 여부`}
                  onChange={() => change(item, () => toggleGalleryImage(item.id), C.changed, MESSAGES.admin.galleryToggleError)}
                />
                <Button danger size="small" icon={<DeleteOutlined />} disabled={busyId === item.id} onClick={() => confirmDelete(item)} aria-label={`${item.caption || item.url} 삭제`}>
                  삭제
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
