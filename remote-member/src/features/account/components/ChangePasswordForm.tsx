import { useId, useState } from 'react';
import { MESSAGES, validatePasswordChange, type User } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { HttpError, useAuth, useFormState, useToast } from '@academy/context';
import { changePassword, type PasswordChangeValues } from '../api/change-password';
import './account-security.css';

const A = MEMBER_MESSAGES.memberArea;
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
  /** The forced change: the current password is the administrator-issued one, and is called so. */
  temporary?: boolean;
  /** After the change, with the user as the server now sees them. */
  onChanged?: (user: User | null) => void;
}

/**
 * Current, new and confirmation, checked with the sign-up rules of @academy/common by the shared
 * form hook (on leaving a field and before sending; the browser's own checks are off: the Korean
 * messages are ours); the server's field errors (a wrong current password) land on their field,
 * anything else above the button.
 */
export function ChangePasswordForm({
  submitLabel = A.changePasswordSubmit,
  temporary = false,
  onChanged,
}: ChangePasswordFormProps) {
  const labels = temporary ? { ...LABELS, currentPassword: A.temporaryPasswordLabel } : LABELS;
  const { refetch } = useAuth();
  const toast = useToast();
  const id = useId();
  const {
    formRef,
    field: bind,
    showErrors,
    handleSubmit,
    reset,
  } = useFormState<PasswordChangeValues>(EMPTY, validatePasswordChange);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function send(values: PasswordChangeValues) {
    if (submitting) return;
    setSubmitting(true);
    try {
      await changePassword(values);
      reset();
      toast({
        title: MESSAGES.auth.passwordChangedTitle,
        description: MESSAGES.auth.passwordChanged,
        variant: 'success',
      });
      onChanged?.(await refetch());
    } catch (error) {
      if (!(error instanceof HttpError && showErrors(error.fieldErrors)))
        setFormError(error instanceof HttpError ? error.userMessage : MESSAGES.errors.internal);
    } finally {
      setSubmitting(false);
    }
  }

  const submit = handleSubmit((values) => void send(values));

  return (
    <form
      ref={formRef}
      className="mb-form mb-password-form"
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        submit(event);
      }}
      aria-busy={submitting}
    >
      <div className="mb-form__fields">
        {FIELDS.map((name) => {
          const field = bind(name);
          const hintText =
            name === 'newPassword'
              ? A.newPasswordHint
              : temporary && name === 'currentPassword'
                ? A.temporaryPasswordHint
                : null;
          const hint = hintText ? `${id}-${name}-hint` : undefined;
          const errorId = field.error ? `${id}-${name}-error` : undefined;
          const described = [hint, errorId].filter(Boolean).join(' ') || undefined;
          return (
            <div key={name} className="mb-form__field">
              <label htmlFor={`${id}-${name}`}>{labels[name]}</label>
              <input
                id={`${id}-${name}`}
                name={field.name}
                type="password"
                autoComplete={AUTOCOMPLETE[name]}
                value={field.value}
                aria-invalid={field.error ? true : undefined}
                aria-describedby={described}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
              {hint && (
                <p id={hint} className="mb-field-hint">
                  {hintText}
                </p>
              )}
              {errorId && (
                <p id={errorId} className="mb-field-error">
                  {field.error}
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
