import type { ReactNode } from 'react';
import { MESSAGES } from '@academy/common';
import { useAuth, useFormState, useToast } from '@academy/context';
import { AuthForm, EmailField } from './AuthForm';
import { SignupConsentFields } from './consent/SignupConsentFields';
import { EMPTY_SIGNUP, toSignupInput, validateSignupForm, type SignupFormValues } from './consent/signup-values';
import { FormField, SubmitButton } from './form/FormField';
import { useSubmit } from './form/use-submit';

interface SignupFormProps {
  /** Called with the new member's e-mail once the account exists. */
  onDone?: (email: string) => void;
  footer?: ReactNode;
}

export function SignupForm({ onDone, footer }: SignupFormProps) {
  const form = useFormState(EMPTY_SIGNUP, validateSignupForm);
  const { signup } = useAuth();
  const toast = useToast();
  const { submitting, submit } = useSubmit(
    form.showErrors,
    MESSAGES.auth.signupFailed,
    async (values: SignupFormValues) => {
      const answer = await signup(toSignupInput(values));
      toast({ title: MESSAGES.auth.signupSuccessTitle, description: answer.message, variant: 'success' });
      form.reset();
      onDone?.(answer.user.email);
    },
  );

  return (
    <AuthForm formRef={form.formRef} onSubmit={form.handleSubmit(submit)}>
      <EmailField field={form.field('email')} />
      <div className="auth-form__row">
        <FormField label="성" field={form.field('lastName')} autoComplete="family-name" placeholder="예: 김" />
        <FormField label="이름" field={form.field('firstName')} autoComplete="given-name" placeholder="예: 민수" />
      </div>
      <FormField
        label="비밀번호"
        field={form.field('password')}
        type="password"
        autoComplete="new-password"
        hint="6자 이상 입력해주세요."
      />
      <FormField
        label="비밀번호 확인"
        field={form.field('confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <SignupConsentFields field={form.field} values={form.values} />
      <SubmitButton busy={submitting}>회원가입</SubmitButton>
      <p className="auth-form__hint">가입 후 관리자 승인이 끝나면 온라인 강의를 시청할 수 있습니다.</p>
      {footer && <div className="auth-form__footer">{footer}</div>}
    </AuthForm>
  );
}
