import { Form, Input, Switch } from 'antd';
import { isImageUrl, LIMITS, MESSAGES, type GalleryItem } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { FormDialog } from '../../../components/FormDialog';
import { ImageThumb } from '../../../components/ImageThumb';
import { flag, formCodec, optionalText, text, type FormValues } from '../../../lib/form-codec';
import { requiredText, validWhenFilled } from '../../../lib/form-rules';
import { useFormDialog } from '../../../lib/use-form-dialog';
import type { GalleryImageInput } from '../../../api/gallery-client';

interface GalleryImageDialogProps {
  open: boolean;
  /** The image being edited; null while adding one. */
  editing: GalleryItem | null;
  save: (input: GalleryImageInput) => Promise<unknown>;
  onClose: () => void;
}

const A = ADMIN_MESSAGES.admin;

/** The form's fields, how each is shown and sent: a cleared caption is sent as null; a new image is shown. */
const IMAGE_FORM = formCodec<Required<Pick<GalleryImageInput, 'imageUrl' | 'caption' | 'visible'>>>()({
  imageUrl: text,
  caption: optionalText,
  visible: flag(true),
});

/** The dialog's session-draft name (lib/use-session-draft). */
export const GALLERY_IMAGE_DRAFT = 'gallery-image';

/**
 * Add/edit dialog of /admin/gallery and the dashboard's gallery manager: image URL (required),
 * caption and whether the site's gallery shows it, with a preview.
 */
export function GalleryImageDialog({ open, editing, save, onClose }: GalleryImageDialogProps) {
  const dialog = useFormDialog<FormValues<typeof IMAGE_FORM>>(IMAGE_FORM.fields, {
    open,
    editing,
    onClose,
    draft: GALLERY_IMAGE_DRAFT,
  });
  const imageUrl = Form.useWatch('imageUrl', dialog.form)?.trim() ?? '';

  function submit() {
    return dialog.save(
      (values) => save(IMAGE_FORM.fromForm(values)),
      (values) => ({
        success: {
          title: editing ? MESSAGES.content.changed : MESSAGES.content.created,
          description: values.caption?.trim() || values.imageUrl.trim(),
        },
        failure: editing
          ? { title: A.updateFailed, fallback: A.galleryUpdateError, showCode: true }
          : { title: A.uploadFailed, fallback: A.galleryAddError, showCode: true },
      }),
    );
  }

  return (
    <FormDialog
      {...dialog.props}
      noun="이미지"
      // The stored image names its address `url`; the form and the API say `imageUrl`.
      startValues={IMAGE_FORM.toForm(
        editing && { imageUrl: editing.url, caption: editing.caption, visible: editing.visible },
      )}
      onSubmit={submit}
    >
      <Form.Item
        label="이미지 URL"
        name="imageUrl"
        rules={[requiredText(MESSAGES.validation.imageUrl), validWhenFilled(isImageUrl)]}
      >
        <Input maxLength={LIMITS.urlMax} inputMode="url" placeholder="https://example.com/photo.jpg 또는 /assets/…" />
      </Form.Item>
      <Form.Item label="캡션 (선택)" name="caption">
        <Input maxLength={LIMITS.captionMax} placeholder="예: 봄학기 수업 모습" />
      </Form.Item>
      <Form.Item label="홈페이지 갤러리에 표시" name="visible" valuePropName="checked">
        <Switch checkedChildren="표시" unCheckedChildren="숨김" />
      </Form.Item>
      {isImageUrl(imageUrl) && (
        <div className="gallery-preview">
          {/* A new address gets a fresh thumbnail, so a failed earlier one does not stick. */}
          <ImageThumb key={imageUrl} src={imageUrl} alt="미리보기" />
        </div>
      )}
    </FormDialog>
  );
}
