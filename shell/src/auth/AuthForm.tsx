import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormField } from './form/FormField';
import type { FieldBinding } from '@academy/context';
import './auth.css';

/** The login and sign-up forms' frame: no browser bubbles (the Korean messages are shown instead). */
interface AuthFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

export function AuthForm({ formRef, onSubmit, children }: AuthFormProps) {
  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
      {children}
    </form>
  );
}

/** The e-mail field both forms open with. */
export function EmailField({ field }: { field: FieldBinding }) {
  return (
    <FormField
      label="이메일"
      field={field}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="예: example@email.com"
    />
  );
}
