import { useState } from 'react';
import { App, Button, Form, Input, Switch } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { isImageUrl, LIMITS, MESSAGES, type GalleryItem } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useAsyncData, useToast } from '@academy/context';
import { galleryClient } from '../../../api/gallery-client';
import { AddForm } from '../../../components/AddForm';
import { AsyncContent } from '../../../components/AsyncContent';
import { confirmDelete } from '../../../lib/confirm-delete';
import { galleryImageName as nameOf } from '../../../lib/gallery-caption';
import { serverMessageOf } from '../../../lib/error-message';
import { requiredText, validWhenFilled } from '../../../lib/form-rules';
import { useAddForm } from '../../../lib/use-add-form';
import { GalleryTable } from './GalleryTable';

interface ImageValues {
  url: string;
  caption?: string;
}

const C = MESSAGES.content;
const GALLERY = galleryClient({ api: 'superadmin' });

/** Secret console (/_superadmin) gallery: add an image by URL with a caption; show/hide and delete the others. */
export function SecretGalleryPanel() {
  const toast = useToast();
  const { modal } = App.useApp();
  const gallery = useAsyncData(GALLERY.list, []);
  const adding = useAddForm<ImageValues>(['url', 'caption'], gallery.reload);
  const [busyId, setBusyId] = useState<string | null>(null);

  function add(values: ImageValues) {
    const image = { imageUrl: values.url.trim(), caption: values.caption?.trim() || undefined };
    return adding.add(() => GALLERY.add(image), {
      success: { title: C.created, description: image.caption || image.imageUrl },
      failure: { title: ADMIN_MESSAGES.admin.galleryAddError, fallback: ADMIN_MESSAGES.admin.actionFailed },
    });
  }

  async function change(image: GalleryItem, action: () => Promise<unknown>, success: string, failure: string) {
    setBusyId(image.id);
    try {
      await action();
      toast({ title: success, description: nameOf(image), variant: 'success' });
      gallery.reload();
    } catch (error) {
      toast({
        title: failure,
        description: serverMessageOf(error, ADMIN_MESSAGES.admin.actionFailed),
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
    }
  }

  function askDelete(image: GalleryItem) {
    confirmDelete(modal, {
      title: C.imageDeleteConfirm,
      content: nameOf(image),
      onConfirm: () =>
        change(image, () => GALLERY.remove(image.id), C.deleted, ADMIN_MESSAGES.admin.galleryDeleteError),
    });
  }

  return (
    <div className="console-tab">
      <AddForm form={adding.form} label="이미지 추가" saving={adding.saving} onFinish={add}>
        <div className="console-form-row">
          <Form.Item
            label="이미지 URL"
            name="url"
            rules={[requiredText(MESSAGES.validation.imageUrl), validWhenFilled(isImageUrl)]}
          >
            <Input placeholder="https://example.com/photo.jpg" maxLength={LIMITS.urlMax} inputMode="url" />
          </Form.Item>
          <Form.Item label="캡션 (선택)" name="caption">
            <Input placeholder="예: 봄학기 수업 모습" maxLength={LIMITS.captionMax} />
          </Form.Item>
        </div>
      </AddForm>
      <AsyncContent data={gallery} retry empty={ADMIN_MESSAGES.admin.galleryEmpty}>
        {(images) => (
          <GalleryTable
            images={images}
            actionsWidth={172}
            actions={(image) => (
              <>
                <Switch
                  checked={image.visible}
                  loading={busyId === image.id}
                  checkedChildren="표시"
                  unCheckedChildren="숨김"
                  aria-label={`${nameOf(image)} 표시 여부`}
                  onChange={() =>
                    change(image, () => GALLERY.toggle(image.id), C.changed, ADMIN_MESSAGES.admin.galleryToggleError)
                  }
                />
                <Button
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  disabled={busyId === image.id}
                  onClick={() => askDelete(image)}
                  aria-label={`${nameOf(image)} 삭제`}
                >
                  삭제
                </Button>
              </>
            )}
          />
        )}
      </AsyncContent>
    </div>
  );
}
