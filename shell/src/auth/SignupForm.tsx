import type { ReactNode } from 'react';
import { isParent, MESSAGES } from '@academy/common';
import { PARENT_MESSAGES, PARENT_SCREEN_MESSAGES as P, type AccountType } from '@academy/common/parents';
import { useAuth, useFormState, useToast } from '@academy/context';
import { AuthForm, EmailField } from './AuthForm';
import { AccountTypeSwitch } from './consent/AccountTypeSwitch';
import { SignupConsentFields } from './consent/SignupConsentFields';
import {
  EMPTY_SIGNUP,
  isParentSignup,
  toSignupInput,
  validateSignupForm,
  type SignupFormValues,
} from './consent/signup-values';
import { FormField, SubmitButton } from './form/FormField';
import { useSubmit } from './form/use-submit';

interface SignupFormProps {
  /** Called with the new account's e-mail once it exists (a student's or a parent's: both log in next). */
  onDone?: (email: string) => void;
  footer?: ReactNode;
  /** The account type the form opens with (a parent's invitation: 학부모). */
  initialAccountType?: AccountType;
}

export function SignupForm({ onDone, footer, initialAccountType }: SignupFormProps) {
  const form = useFormState(
    { ...EMPTY_SIGNUP, accountType: initialAccountType ?? EMPTY_SIGNUP.accountType },
    validateSignupForm,
  );
  const { signup } = useAuth();
  const toast = useToast();
  const { submitting, submit } = useSubmit(
    form.showErrors,
    MESSAGES.auth.signupFailed,
    async (values: SignupFormValues) => {
      const answer = await signup(toSignupInput(values));
      // The API's message is a student's ("관리자 승인 후…"): a parent's account is ready now, and
      // what it does next is link a child.
      const description = isParent(answer.user) ? P.parentSignupDone : answer.message;
      toast({ title: MESSAGES.auth.signupSuccessTitle, description, variant: 'success' });
      form.reset();
      onDone?.(answer.user.email);
    },
  );
  const parent = isParentSignup(form.values);

  return (
    <AuthForm formRef={form.formRef} onSubmit={form.handleSubmit(submit)}>
      <AccountTypeSwitch field={form.field('accountType')} />
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
      <FormField
        label={PARENT_MESSAGES.phoneLabel}
        field={form.field('phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="예: 010-1234-5678"
        required={parent}
        hint={parent ? PARENT_MESSAGES.parentPhoneHelp : PARENT_MESSAGES.studentPhoneHelp}
      />
      <SignupConsentFields field={form.field} values={form.values} />
      <SubmitButton busy={submitting}>회원가입</SubmitButton>
      <p className="auth-form__hint">{parent ? P.parentSignupHint : P.studentSignupHint}</p>
      {footer && <div className="auth-form__footer">{footer}</div>}
    </AuthForm>
  );
}
