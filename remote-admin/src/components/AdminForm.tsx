import type { ReactNode } from 'react';
import { Form, type FormInstance, type FormProps } from 'antd';

type AdminFormProps<Values> = Omit<FormProps<Values>, 'children'> & { children?: ReactNode };

/**
 * The one look of every admin form: labels above the fields, no required asterisks (every field
 * says what it needs when it is wrong), and the form's own checks in place of the browser's.
 *
 * A field's message goes as soon as its value is valid. antd re-checks a field with rules as it
 * changes, but leaves a message the server put on a field (`setFields`) until the next submit when
 * the field has no rules of its own: that message goes here as the value changes.
 */
export function AdminForm<Values>({ form: given, onValuesChange, ...props }: AdminFormProps<Values>) {
  const [own] = Form.useForm<Values>();
  const form = given ?? own;
  // Field names as onValuesChange reports them (top-level keys), not as Values types them.
  const fields = form as FormInstance;
  return (
    <Form<Values>
      layout="vertical"
      requiredMark={false}
      noValidate
      form={form}
      onValuesChange={(changed, all) => {
        const flagged = Object.keys(changed as object).filter((name) => fields.getFieldError(name).length > 0);
        // antd starts checking a field with rules right after this call; the others are left to clear.
        if (flagged.length)
          queueMicrotask(() => {
            const stale = flagged.filter((name) => !fields.isFieldValidating(name));
            if (stale.length) fields.setFields(stale.map((name) => ({ name, errors: [] })));
          });
        onValuesChange?.(changed, all);
      }}
      {...props}
    />
  );
}
