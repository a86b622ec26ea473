import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Form, Input, InputNumber } from 'antd';
import { crudMessages, isImageUrl, LIMITS, MESSAGES, type Course } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { FormDialog } from '../../../components/FormDialog';
import { ImageThumb } from '../../../components/ImageThumb';
import { DescriptionField, SlugField, TitleField } from '../../../components/TextFields';
import { formCodec, optionalText, text, wholeNumber, type FormValues } from '../../../lib/form-codec';
import { validWhenFilled } from '../../../lib/form-rules';
import { saveFeedback } from '../../../lib/save-feedback';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useSlugFromTitle } from '../../../lib/use-slug-from-title';
import type { CourseInput } from '../api/create-course';
import { tagsText } from './course-search';

interface CourseFormDialogProps {
  open: boolean;
  editing: Course | null;
  /** A new course goes after the existing ones. */
  nextOrder: number;
  save: (input: CourseInput) => Promise<unknown>;
  onClose: () => void;
}

const V = MESSAGES.validation;
const T = crudMessages('강의');

/** The form's fields, how each is shown and sent: a field added to CourseInput does not compile until it is here. */
const COURSE_FORM = formCodec<CourseInput>()({
  title: text,
  slug: text,
  description: optionalText,
  thumbnail: optionalText,
  tags: tagsText,
  order: wholeNumber(0),
});

type CourseValues = FormValues<typeof COURSE_FORM>;

/** The thumbnail as the course list will show it; one that does not load is warned about, not refused. */
function ThumbnailPreview({ url }: { url: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!isImageUrl(url)) return null;
  return (
    <div className="gallery-preview">
      {/* A new address gets a fresh thumbnail, so a failed earlier one does not stick. */}
      <ImageThumb key={url} src={url} alt="썸네일 미리보기" onFailed={() => setFailedUrl(url)} />
      {failedUrl === url && <Alert type="warning" showIcon title={ADMIN_MESSAGES.admin.thumbnailUnreachable} />}
    </div>
  );
}

/** The dialog's session-draft name (lib/use-session-draft). */
export const COURSE_DRAFT = 'course';

/** Add/edit dialog of /admin/courses; the slug follows the title while creating. */
export function CourseFormDialog({ open, editing, nextOrder, save, onClose }: CourseFormDialogProps) {
  const dialog = useFormDialog<CourseValues>(COURSE_FORM.fields, { open, editing, onClose, draft: COURSE_DRAFT });
  const slug = useSlugFromTitle(dialog.form);
  const thumbnail = Form.useWatch('thumbnail', dialog.form);

  const followTitle = useEffectEvent((follow: boolean) => slug.follow(follow));
  useEffect(() => {
    if (open) followTitle(editing === null);
  }, [open, editing]);

  function submit() {
    return dialog.save(
      (values) => save(COURSE_FORM.fromForm(values)),
      (values) => saveFeedback(T, editing !== null, values.title.trim()),
    );
  }

  return (
    <FormDialog
      {...dialog.props}
      noun="강의"
      // nextOrder only matters at the moment the dialog opens.
      startValues={COURSE_FORM.toForm(editing, { order: nextOrder })}
      onSubmit={submit}
      formProps={{ onValuesChange: slug.onValuesChange }}
    >
      <TitleField placeholder="예: TOEIC 실전 문법" />
      <SlugField label="슬러그" extra="주소에 쓰이는 이름입니다. 새 강의는 제목에서 자동으로 만들어집니다." />
      <DescriptionField rows={3} />
      <Form.Item label="썸네일 URL (선택)" name="thumbnail" rules={[validWhenFilled(isImageUrl)]}>
        <Input maxLength={LIMITS.urlMax} inputMode="url" placeholder="https://… 또는 /assets/…" />
      </Form.Item>
      <ThumbnailPreview url={thumbnail?.trim() ?? ''} />
      <div className="console-form-row">
        <Form.Item label="태그 (쉼표로 구분)" name="tags">
          <Input placeholder="예: 중등, 문법, 내신" />
        </Form.Item>
        <Form.Item label="순서" name="order" rules={[{ type: 'number', min: LIMITS.courseOrderMin, message: V.order }]}>
          <InputNumber
            min={LIMITS.courseOrderMin}
            max={LIMITS.courseOrderMax}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </div>
    </FormDialog>
  );
}
