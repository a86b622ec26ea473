import type { ReactNode } from 'react';
import { Form, type FormProps } from 'antd';

type AdminFormProps<Values> = Omit<FormProps<Values>, 'children'> & { children?: ReactNode };

/**
 * The one look of every admin form: labels above the fields, no required asterisks (every field
 * says what it needs when it is wrong), and the form's own checks in place of the browser's.
 */
export function AdminForm<Values>(props: AdminFormProps<Values>) {
  return <Form<Values> layout="vertical" requiredMark={false} noValidate {...props} />;
}
