import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, UI, validateLogin } from '@academy/common';
import { useAuth, useFormState, useToast } from '@academy/context';
import { destinationAfterLogin } from './destination';
import { AuthForm, EmailField } from './AuthForm';
import { FormField, SubmitButton } from './form/FormField';
import { useSubmit } from './form/use-submit';

interface LoginFormProps {
  initialEmail?: string;
  /** Where to go after login; when not given, destinationAfterLogin decides by role (dashboard, 학부모 홈, home). */
  next?: string | null;
  onDone?: () => void;
  /** 비밀번호를 잊으셨나요?: opens the reset request form with the address typed so far. */
  onForgot?: (email: string) => void;
  footer?: ReactNode;
}

/** What the form holds (the shared validator's LoginValues takes any value). */
interface LoginValues {
  email: string;
  password: string;
}

export { destinationAfterLogin };

export function LoginForm({ initialEmail, next, onDone, onForgot, footer }: LoginFormProps) {
  const form = useFormState<LoginValues>({ email: initialEmail ?? '', password: '' }, validateLogin);
  const { login } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const { submitting, submit } = useSubmit(form.showErrors, MESSAGES.auth.loginFailed, async (values: LoginValues) => {
    const user = await login(values.email, values.password);
    toast({
      title: MESSAGES.auth.loginSuccessTitle,
      description: MESSAGES.auth.welcome(user.firstName || user.email),
      variant: 'success',
    });
    form.reset();
    onDone?.();
    setTimeout(() => navigate(destinationAfterLogin(user, next)), UI.redirectDelayMs);
  });

  return (
    <AuthForm formRef={form.formRef} onSubmit={form.handleSubmit(submit)}>
      <EmailField field={form.field('email')} />
      <FormField
        label="비밀번호"
        field={form.field('password')}
        type="password"
        autoComplete="current-password"
        placeholder="비밀번호"
      />
      <SubmitButton busy={submitting}>로그인</SubmitButton>
      {onForgot && (
        <button type="button" className="link-button auth-form__forgot" onClick={() => onForgot(form.values.email)}>
          {MESSAGES.passwordReset.forgotLink}
        </button>
      )}
      {footer && <div className="auth-form__footer">{footer}</div>}
    </AuthForm>
  );
}
