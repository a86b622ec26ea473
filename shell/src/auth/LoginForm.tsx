import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, UI, validateLogin } from '@academy/common';
import { useAuth, useToast } from '@academy/context';
import { destinationAfterLogin } from './destination';
import { AuthForm, EmailField } from './AuthForm';
import { FormField, SubmitButton } from './form/FormField';
import { useFormState } from './form/use-form-state';
import { serverFieldErrors, userMessageOf } from './form-rules';

interface LoginFormProps {
  initialEmail?: string;
  /** Where to go after login; ADMIN goes to the dashboard and others home when not given. */
  next?: string | null;
  onDone?: () => void;
  footer?: ReactNode;
}

export { destinationAfterLogin };

export function LoginForm({ initialEmail, next, onDone, footer }: LoginFormProps) {
  const form = useFormState({ email: initialEmail ?? '', password: '' }, validateLogin);
  const { login } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  async function send(values: { email: string; password: string }) {
    if (submitting) return;
    setSubmitting(true);
    try {
      const user = await login(values.email, values.password);
      toast({
        title: MESSAGES.auth.loginSuccessTitle,
        description: MESSAGES.auth.welcome(user.firstName || user.email),
        variant: 'success',
      });
      form.reset();
      onDone?.();
      setTimeout(() => navigate(destinationAfterLogin(user, next)), UI.redirectDelayMs);
    } catch (error) {
      if (!form.showErrors(serverFieldErrors(error))) {
        toast({ title: MESSAGES.auth.loginFailed, description: userMessageOf(error), variant: 'destructive' });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthForm formRef={form.formRef} onSubmit={form.handleSubmit(send)}>
      <EmailField field={form.field('email')} />
      <FormField
        label="비밀번호"
        field={form.field('password')}
        type="password"
        autoComplete="current-password"
        placeholder="비밀번호"
      />
      <SubmitButton busy={submitting}>로그인</SubmitButton>
      {footer && <div className="auth-form__footer">{footer}</div>}
    </AuthForm>
  );
}
