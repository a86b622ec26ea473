import { useEffect, useRef, useState } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import { crudMessages, generateSlug, isImageUrl, isValidSlug, LIMITS, MESSAGES, type Course } from '@academy/common';
import { useToast } from '@academy/context';
import { serverMessageOf } from '../../../lib/error-message';
import { showServerFieldErrors } from '../../../lib/form-errors';
import type { CourseInput } from '../api/create-course';
import { parseTags } from './course-search';

interface CourseValues {
  title: string;
  slug: string;
  description?: string;
  thumbnail?: string;
  tags?: string;
  order: number;
}

interface CourseFormDialogProps {
  open: boolean;
  editing: Course | null;
  /** A new course goes after the existing ones (spec 001 §4). */
  nextOrder: number;
  save: (input: CourseInput) => Promise<unknown>;
  onClose: () => void;
}

const V = MESSAGES.validation;
const T = crudMessages('강의');
const FIELDS = ['title', 'slug', 'description', 'thumbnail', 'tags', 'order'];

function valuesOf(course: Course | null, nextOrder: number): CourseValues {
  if (!course) return { title: '', slug: '', description: '', thumbnail: '', tags: '', order: nextOrder };
  return { title: course.title, slug: course.slug, description: course.description ?? '', thumbnail: course.thumbnail ?? '', tags: course.tags.join(', '), order: course.order };
}

/** Add/edit dialog of /admin/courses; the slug follows the title while creating (spec 001 §4). */
export function CourseFormDialog({ open, editing, nextOrder, save, onClose }: CourseFormDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<CourseValues>();
  const [saving, setSaving] = useState(false);
  const slugTouched = useRef(false);

  useEffect(() => {
    if (!open) return;
    slugTouched.current = editing !== null;
    form.resetFields();
    form.setFieldsValue(valuesOf(editing, nextOrder));
    // nextOrder only matters at the moment the dialog opens.
  }, [open, editing, form]);

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await save({
        title: values.title.trim(),
        slug: values.slug.trim(),
        description: values.description?.trim() || null,
        thumbnail: values.thumbnail?.trim() || null,
        tags: parseTags(values.tags ?? ''),
        order: values.order ?? 0,
      });
      toast({ title: editing ? T.updatedTitle : T.createdTitle, description: values.title.trim(), variant: 'success' });
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error, FIELDS)) {
        toast({
          title: editing ? T.updateFailedTitle : T.createFailedTitle,
          description: serverMessageOf(error, editing ? T.updateFailed : T.createFailed),
          variant: 'destructive',
        });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? '강의 수정' : '강의 추가'}
      okText={saving ? '저장 중…' : editing ? '수정' : '추가'}
      okButtonProps={{ loading: saving }}
      cancelText="취소"
      onOk={submit}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onValuesChange={(changed: Partial<CourseValues>) => {
          if ('slug' in changed) slugTouched.current = true;
          if ('title' in changed && !slugTouched.current) form.setFieldValue('slug', generateSlug(changed.title ?? ''));
        }}
      >
        <Form.Item label="제목" name="title" rules={[{ required: true, whitespace: true, message: V.title }]}>
          <Input maxLength={LIMITS.titleMax} placeholder="예: TOEIC 실전 문법" />
        </Form.Item>
        <Form.Item
          label="슬러그"
          name="slug"
          extra="주소에 쓰이는 이름입니다. 새 강의는 제목에서 자동으로 만들어집니다."
          rules={[
            { required: true, whitespace: true, message: V.slug },
            { validator: async (_, value?: string) => { if (value?.trim() && !isValidSlug(value.trim())) throw new Error(V.slugPattern); } },
          ]}
        >
          <Input maxLength={LIMITS.slugMax * 2} />
        </Form.Item>
        <Form.Item label="설명 (선택)" name="description">
          <Input.TextArea rows={3} maxLength={LIMITS.textMax} />
        </Form.Item>
        <Form.Item label="썸네일 URL (선택)" name="thumbnail" rules={[{ validator: async (_, value?: string) => { if (value?.trim() && !isImageUrl(value.trim())) throw new Error(V.url); } }]}>
          <Input maxLength={LIMITS.urlMax} inputMode="url" placeholder="https://… 또는 /assets/…" />
        </Form.Item>
        <div className="console-form-row">
          <Form.Item label="태그 (쉼표로 구분)" name="tags">
            <Input placeholder="예: 중등, 문법, 내신" />
          </Form.Item>
          <Form.Item label="순서" name="order" rules={[{ type: 'number', min: LIMITS.courseOrderMin, message: V.order }]}>
            <InputNumber min={LIMITS.courseOrderMin} max={LIMITS.courseOrderMax} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
