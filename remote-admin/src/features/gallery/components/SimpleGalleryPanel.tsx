import { Form, Input } from 'antd';
import { isImageUrl, LIMITS, MESSAGES, type GalleryItem } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import type { AsyncData } from '@academy/context';
import { galleryClient } from '../../../api/gallery-client';
import { AddForm } from '../../../components/AddForm';
import { AsyncContent } from '../../../components/AsyncContent';
import { DescriptionField, TitleField } from '../../../components/TextFields';
import { requiredText, validWhenFilled } from '../../../lib/form-rules';
import { useAddForm } from '../../../lib/use-add-form';
import { GalleryTable } from './GalleryTable';

interface SimpleImageValues {
  title: string;
  description?: string;
  imageUrl: string;
}

const V = MESSAGES.validation;
const FIELDS = ['title', 'description', 'imageUrl'];
const GALLERY = galleryClient({ api: 'simple' });

/** Simple console (/simple-admin) gallery: title, description and image URL; a placeholder when an image fails. */
export function SimpleGalleryPanel({ gallery }: { gallery: AsyncData<GalleryItem[]> }) {
  const adding = useAddForm<SimpleImageValues>(FIELDS, gallery.reload);

  function add(values: SimpleImageValues) {
    const title = values.title.trim();
    return adding.add(
      () =>
        GALLERY.add({
          title,
          description: values.description?.trim() || undefined,
          imageUrl: values.imageUrl.trim(),
        }),
      {
        success: { title: MESSAGES.content.created, description: title },
        failure: { title: ADMIN_MESSAGES.admin.galleryAddError, fallback: ADMIN_MESSAGES.admin.actionFailed },
      },
    );
  }

  return (
    <div className="console-tab">
      <AddForm form={adding.form} label="이미지 추가" saving={adding.saving} onFinish={add}>
        <div className="console-form-row">
          <TitleField />
          <Form.Item label="이미지 URL" name="imageUrl" rules={[requiredText(V.imageUrl), validWhenFilled(isImageUrl)]}>
            <Input maxLength={LIMITS.urlMax} inputMode="url" placeholder="https://example.com/photo.jpg" />
          </Form.Item>
        </div>
        <DescriptionField rows={2} />
      </AddForm>
      <AsyncContent data={gallery} retry empty={ADMIN_MESSAGES.admin.galleryEmpty}>
        {(images) => <GalleryTable images={images} showDescription />}
      </AsyncContent>
    </div>
  );
}
