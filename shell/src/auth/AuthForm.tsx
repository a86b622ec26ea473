import type { ReactNode } from 'react';
import { Form, Input, type FormInstance } from 'antd';
import type { FieldError } from '@academy/common';
import { sharedRule, showSharedErrors } from './form-rules';

interface AuthFormProps<Values> {
  form: FormInstance<Values>;
  /** The shared validator (the API's too): it checks each field on blur and the whole form at submit. */
  validate: (values: Values) => FieldError[];
  onFinish: (values: Values) => void;
  initialValues?: Partial<Values>;
  children: ReactNode;
}

/** The login and sign-up forms' frame: labels above, fields checked on blur, the shared validator over all at submit. */
export function AuthForm<Values>({ form, validate, onFinish, initialValues, children }: AuthFormProps<Values>) {
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      noValidate
      onFinishFailed={({ values }) => showSharedErrors(form, validate(values))}
      initialValues={initialValues}
      requiredMark={false}
      validateTrigger="onBlur"
    >
      {children}
    </Form>
  );
}

/** The e-mail field both forms open with. */
export function EmailField({ validate }: { validate: Parameters<typeof sharedRule>[0] }) {
  return (
    <Form.Item label="이메일" name="email" rules={[sharedRule(validate, 'email')]}>
      <Input type="email" autoComplete="email" inputMode="email" placeholder="example@email.com" />
    </Form.Item>
  );
}
