import type { ReactNode } from 'react';
import { Button, type FormInstance, type FormProps } from 'antd';
import { AdminForm } from './AdminForm';

interface AddFormProps<Values> {
  form: FormInstance<Values>;
  /** Names the form and its submit button ("이미지 추가"). */
  label: string;
  saving: boolean;
  onFinish: (values: Values) => void;
  initialValues?: FormProps<Values>['initialValues'];
  children: ReactNode;
}

/** The consoles' inline "add" form: its fields, then one submit button named like the form. */
export function AddForm<Values>({ form, label, saving, onFinish, initialValues, children }: AddFormProps<Values>) {
  return (
    <AdminForm form={form} onFinish={onFinish} initialValues={initialValues} aria-label={label}>
      {children}
      <Button type="primary" htmlType="submit" loading={saving}>
        {label}
      </Button>
    </AdminForm>
  );
}
