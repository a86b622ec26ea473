import { useId, useRef, useState, type FormEvent } from 'react';
import { errorsByField, MESSAGES, validatePasswordChange, type User } from '@academy/common';
import { HttpError, useAuth, useToast } from '@academy/context';
import { changePassword, type PasswordChangeValues } from '../api/change-password';
import './account-security.css';

const A = MESSAGES.memberArea;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type FieldName = (typeof FIELDS)[number];
const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const LABELS: Record<FieldName, string> = {
  currentPassword: A.currentPasswordLabel,
  newPassword: A.newPasswordLabel,
  confirmPassword: A.confirmPasswordLabel,
};
const AUTOCOMPLETE: Record<FieldName, string> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

interface ChangePasswordFormProps {
  submitLabel?: string;
  /** After the change, with the user as the server now sees them. */
  onChanged?: (user: User | null) => void;
}

/**
 * Current, new and confirmation, checked with the sign-up rules of @academy/common before sending
 * (the browser's own checks are off: the Korean messages are ours); the server's field errors (a
 * wrong current password) land on their field, anything else above the button.
 */
export function ChangePasswordForm({ submitLabel = A.changePasswordSubmit, onChanged }: ChangePasswordFormProps) {
  const { refetch } = useAuth();
  const toast = useToast();
  const id = useId();
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function show(found: Record<string, string>) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = errorsByField(validatePasswordChange(values));
    show(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await changePassword(values);
      setValues(EMPTY);
      toast({
        title: MESSAGES.auth.passwordChangedTitle,
        description: MESSAGES.auth.passwordChanged,
        variant: 'success',
      });
      onChanged?.(await refetch());
    } catch (error) {
      if (error instanceof HttpError && error.fieldErrors.length > 0) show(errorsByField(error.fieldErrors));
      else setFormError(error instanceof HttpError ? error.userMessage : MESSAGES.errors.internal);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="mb-form mb-password-form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <div className="mb-form__fields">
        {FIELDS.map((field) => {
          const error = errors[field];
          const hint = field === 'newPassword' ? `${id}-${field}-hint` : undefined;
          const described = [hint, error ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
          return (
            <div key={field} className="mb-form__field">
              <label htmlFor={`${id}-${field}`}>{LABELS[field]}</label>
              <input
                ref={(node) => {
                  inputs.current[field] = node;
                }}
                id={`${id}-${field}`}
                name={field}
                type="password"
                autoComplete={AUTOCOMPLETE[field]}
                value={values[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              />
              {hint && (
                <p id={hint} className="mb-field-hint">
                  {A.newPasswordHint}
                </p>
              )}
              {error && (
                <p id={`${id}-${field}-error`} className="mb-field-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {formError && (
          <p className="mb-form-error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
