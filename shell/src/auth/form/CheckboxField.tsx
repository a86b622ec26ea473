import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { FieldBinding } from '@academy/context';

/** The string a check box keeps in a text form's state: 'true' when ticked. */
export const CHECKED = 'true';

interface CheckboxFieldProps {
  label: ReactNode;
  field: FieldBinding;
  /** Text read with the box (what the consent covers). */
  describedBy?: string;
}

/** A labelled check box in the text-valued form state, with its message announced and tied to it. */
export function CheckboxField({ label, field, describedBy }: CheckboxFieldProps) {
  const id = useId();
  const described = [field.error && `${id}-error`, describedBy].filter(Boolean).join(' ') || undefined;
  const change = (event: ChangeEvent<HTMLInputElement>) =>
    // The form state holds text: a ticked box is 'true', an empty one ''.
    field.onChange({ target: { value: event.target.checked ? CHECKED : '' } } as ChangeEvent<HTMLInputElement>);
  return (
    <div className="checkbox-field">
      <div className="checkbox-field__row">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          className="checkbox-field__input"
          checked={field.value === CHECKED}
          onChange={change}
          onBlur={field.onBlur}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={described}
        />
        <label htmlFor={id} className="checkbox-field__label">
          {label}
        </label>
      </div>
      {field.error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {field.error}
        </p>
      )}
    </div>
  );
}
