import { useState } from 'react';
import { Alert, Button, Card, Form } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { LIMITS, MESSAGES } from '@academy/common';
import { PasswordInput } from '@academy/context/antd';
import { AdminForm } from '../../../components/AdminForm';

interface PasswordGateProps {
  title: string;
  lead: string;
  /** Resolves null when the password was accepted, else the Korean sentence to show. */
  onSubmit: (password: string) => Promise<string | null>;
}

/** The shared-password form of the consoles; the server checks the password. */
export function PasswordGate({ title, lead, onSubmit }: PasswordGateProps) {
  const [form] = Form.useForm<{ password: string }>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit({ password }: { password: string }) {
    setSubmitting(true);
    setError(null);
    const failure = await onSubmit(password);
    setSubmitting(false);
    if (failure) {
      setError(failure);
      form.setFieldValue('password', '');
    }
  }

  return (
    <Card className="console-login" title={title}>
      <p className="console-login__lead">{lead}</p>
      {error && <Alert type="error" showIcon title={error} className="console-login__error" />}
      <AdminForm form={form} onFinish={submit}>
        <Form.Item
          label="관리자 비밀번호"
          name="password"
          rules={[{ required: true, whitespace: false, message: MESSAGES.validation.consolePassword }]}
        >
          <PasswordInput
            prefix={<LockOutlined />}
            autoComplete="current-password"
            maxLength={LIMITS.passwordMax}
            autoFocus
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          로그인
        </Button>
      </AdminForm>
    </Card>
  );
}
