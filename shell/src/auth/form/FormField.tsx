import { useId, useState, type InputHTMLAttributes } from 'react';
import { PasswordToggle } from '@academy/context/password-toggle';
import type { FieldBinding } from '@academy/context';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur'>;

interface FormFieldProps extends InputProps {
  label: string;
  field: FieldBinding;
  /** A hint under the field, read with it. */
  hint?: string;
}

/** A labelled input with its hint and its message; the message is announced and tied to the input. */
export function FormField({ label, field, hint, type = 'text', ...input }: FormFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  const described = [field.error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <div className="form-field__control" data-invalid={field.error ? true : undefined}>
        <input
          {...input}
          id={id}
          name={field.name}
          type={isPassword && shown ? 'text' : type}
          className="form-field__input"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={described}
        />
        {isPassword && <PasswordToggle shown={shown} onToggle={() => setShown((value) => !value)} />}
      </div>
      {field.error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {field.error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The form's send button: it keeps its name while sending and says it is busy. */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <button type="submit" className="button button--primary button--large form-submit" aria-busy={busy || undefined}>
      {busy && <span className="form-submit__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
