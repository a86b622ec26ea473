import { Form, Input } from 'antd';
import { LIMITS, MESSAGES } from '@academy/common';
import { isValidSlug } from '@academy/common/slug';
import { requiredText, validWhenFilled } from '../lib/form-rules';

const V = MESSAGES.validation;

/** The required title of every admin form (form field `title`). */
export function TitleField({
  placeholder,
  requiredMessage = V.title,
}: {
  placeholder?: string;
  requiredMessage?: string;
}) {
  return (
    <Form.Item label="제목" name="title" rules={[requiredText(requiredMessage)]}>
      <Input maxLength={LIMITS.titleMax} placeholder={placeholder} />
    </Form.Item>
  );
}

/** An address part: lowercase letters, digits and hyphens (form field `slug`). */
export function SlugField({ label, extra, placeholder }: { label: string; extra: string; placeholder?: string }) {
  return (
    <Form.Item
      label={label}
      name="slug"
      extra={extra}
      rules={[requiredText(V.slug), validWhenFilled(isValidSlug, V.slugPattern)]}
    >
      {/* Room for a pasted over-long slug, so the server's length message can speak instead of a silent cut. */}
      <Input maxLength={LIMITS.slugMax * 2} placeholder={placeholder} />
    </Form.Item>
  );
}

/** An optional description (form field `description`). */
export function DescriptionField({ rows }: { rows: number }) {
  return (
    <Form.Item label="설명 (선택)" name="description">
      <Input.TextArea rows={rows} maxLength={LIMITS.textMax} />
    </Form.Item>
  );
}
