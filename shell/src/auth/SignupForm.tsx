import { useState, type ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import { MESSAGES, validateSignup } from '@academy/common';
import { useAuth, useToast, type SignupInput } from '@academy/context';
import { PasswordInput } from '@academy/context/antd';
import { AuthForm, EmailField } from './AuthForm';
import { sharedRule, showServerFieldErrors, showSharedErrors, userMessageOf } from './form-rules';

interface SignupFormProps {
  /** Called with the new member's e-mail once the account exists. */
  onDone?: (email: string) => void;
  footer?: ReactNode;
}

export function SignupForm({ onDone, footer }: SignupFormProps) {
  const [form] = Form.useForm<SignupInput>();
  const { signup } = useAuth();
  const toast = useToast();
  const [submitting, setSubmitting] = useState(false);

  async function onFinish(values: SignupInput) {
    if (showSharedErrors(form, validateSignup({ ...values }))) return;
    setSubmitting(true);
    try {
      const answer = await signup(values);
      toast({ title: MESSAGES.auth.signupSuccessTitle, description: answer.message, variant: 'success' });
      form.resetFields();
      onDone?.(answer.user.email);
    } catch (error) {
      if (!showServerFieldErrors(form, error)) {
        toast({ title: MESSAGES.auth.signupFailed, description: userMessageOf(error), variant: 'destructive' });
      } else if (form.getFieldError('email').length) {
        form.scrollToField('email');
      }
    } finally {
      setSubmitting(false);
    }
  }

  const rule = (field: string) => [sharedRule(validateSignup, field)];
  return (
    <AuthForm form={form} validate={validateSignup} onFinish={onFinish}>
      <EmailField validate={validateSignup} />
      <div className="auth-form__row">
        <Form.Item label="성" name="lastName" rules={rule('lastName')}>
          <Input autoComplete="family-name" placeholder="김" />
        </Form.Item>
        <Form.Item label="이름" name="firstName" rules={rule('firstName')}>
          <Input autoComplete="given-name" placeholder="민수" />
        </Form.Item>
      </div>
      <Form.Item label="비밀번호" name="password" rules={rule('password')} extra="6자 이상 입력해주세요.">
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="비밀번호 확인"
        name="confirmPassword"
        dependencies={['password']}
        rules={rule('confirmPassword')}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        회원가입
      </Button>
      <p className="auth-form__hint">가입 후 관리자 승인이 끝나면 온라인 강의를 시청할 수 있습니다.</p>
      {footer && <div className="auth-form__footer">{footer}</div>}
    </AuthForm>
  );
}
