import { useState } from 'react';
import { MESSAGES, validatePasswordResetRequest } from '@academy/common';
import { api, useFormState } from '@academy/context';
import { AuthForm, EmailField } from './AuthForm';
import { SubmitButton } from './form/FormField';
import { useSubmit } from './form/use-submit';

const P = MESSAGES.passwordReset;

interface ForgotPasswordFormProps {
  initialEmail?: string;
  /** Back to the login form (the dialog's or /login's). */
  onBack: () => void;
}

/** 비밀번호 찾기: asks for the address; the answer is the same whether or not it has an account. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const form = useFormState<{ email: string }>({ email: initialEmail ?? '' }, validatePasswordResetRequest);
  const [sent, setSent] = useState<string | null>(null);
  const { submitting, submit } = useSubmit(form.showErrors, P.requestFailed, async (values: { email: string }) => {
    const answer = await api.post('/auth/password-reset-requests', { body: values });
    setSent(answer.message);
  });

  if (sent)
    return (
      <div className="auth-form">
        <div className="auth-notice" role="status">
          <p className="auth-notice__title">{P.requestedTitle}</p>
          <p>{sent}</p>
        </div>
        <button type="button" className="button button--primary button--large form-submit" onClick={onBack}>
          {P.backToLogin}
        </button>
      </div>
    );

  return (
    <AuthForm formRef={form.formRef} onSubmit={form.handleSubmit(submit)}>
      <p className="auth-form__lead">{P.requestLead}</p>
      <EmailField field={form.field('email')} />
      <SubmitButton busy={submitting}>{P.requestSubmit}</SubmitButton>
      <div className="auth-form__footer">
        <button type="button" className="link-button" onClick={onBack}>
          {P.backToLogin}
        </button>
      </div>
    </AuthForm>
  );
}
