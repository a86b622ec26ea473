import { useState, type ReactNode } from 'react';
import { Button, Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, UI, validateLogin } from '@academy/common';
import { useAuth, useToast } from '@academy/context';
import { PasswordInput } from '@academy/context/antd';
import { destinationAfterLogin } from './destination';
import { AuthForm, EmailField } from './AuthForm';
import { sharedRule, showServerFieldErrors, showSharedErrors, userMessageOf } from './form-rules';

interface LoginFormProps {
  initialEmail?: string;
  /** Where to go after login; ADMIN goes to the dashboard and others home when not given. */
  next?: string | null;
  onDone?: () => void;
  footer?: ReactNode;
}

interface LoginValues {
  email: string;
  password: string;
}

export { destinationAfterLogin };

export function LoginForm({ initialEmail, next, onDone, footer }: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  const { login } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  async function onFinish(values: LoginValues) {
    if (showSharedErrors(form, validateLogin(values))) return;
    setSubmitting(true);
    try {
      const user = await login(values.email, values.password);
      toast({
        title: MESSAGES.auth.loginSuccessTitle,
        description: MESSAGES.auth.welcome(user.firstName || user.email),
        variant: 'success',
      });
      form.resetFields();
      onDone?.();
      setTimeout(() => navigate(destinationAfterLogin(user, next)), UI.redirectDelayMs);
    } catch (error) {
      if (!showServerFieldErrors(form, error)) {
        toast({ title: MESSAGES.auth.loginFailed, description: userMessageOf(error), variant: 'destructive' });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthForm form={form} validate={validateLogin} onFinish={onFinish} initialValues={{ email: initialEmail ?? '' }}>
      <EmailField validate={validateLogin} />
      <Form.Item label="비밀번호" name="password" rules={[sharedRule(validateLogin, 'password')]}>
        <PasswordInput autoComplete="current-password" placeholder="비밀번호" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        로그인
      </Button>
      {footer && <div className="auth-form__footer">{footer}</div>}
    </AuthForm>
  );
}
