import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorsByField, type FieldError } from '@academy/common';

type Errors<V> = Partial<Record<keyof V & string, string>>;

/** What one field needs from the form: its value, its message, and the handlers that keep both. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/**
 * The one form hook of the forms not built with antd (the shell's login and sign-up, the member
 * area's password change): the state of a small form checked by a shared validator (the API's own rules): a field is
 * checked when it loses focus, fields already showing a message are checked again with it (so a
 * fixed password clears the confirmation's message), and the whole form at submit, which goes
 * ahead only when nothing is wrong; the first field in error then gets the focus.
 */
export function useFormState<V extends Record<keyof V, string>>(initial: V, validate: (values: V) => FieldError[]) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  /** The form element, to focus the first field in error (set as the form's ref). */
  const formRef = useRef<HTMLFormElement>(null);

  const messagesFor = (current: V) => errorsByField(validate(current)) as Errors<V>;

  function focusFirst(shown: Errors<V>) {
    const first = Object.keys(initial).find((name) => shown[name as keyof V & string]);
    const input = first ? formRef.current?.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
  }

  function field(name: keyof V & string): FieldBinding {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event) => {
        const value = event.target.value;
        const next = { ...values, [name]: value };
        setValues(next);
        // Another field's message that this value answers (the confirmation now matches) goes too.
        const messages = messagesFor(next);
        setErrors((current) => {
          const shown: Errors<V> = { ...current, [name]: undefined };
          for (const other of Object.keys(current) as (keyof V & string)[])
            if (other !== name && current[other] && !messages[other]) shown[other] = undefined;
          return shown;
        });
      },
      onBlur: () => {
        const messages = messagesFor(values);
        setErrors((current) => {
          const next: Errors<V> = { ...current, [name]: messages[name] };
          for (const other of Object.keys(current) as (keyof V & string)[])
            if (current[other]) next[other] = messages[other];
          return next;
        });
      },
    };
  }

  /** Shows these messages (the validator's or the server's) and focuses the first field they name. */
  function showErrors(list: FieldError[]): boolean {
    if (list.length === 0) return false;
    const shown = errorsByField(list) as Errors<V>;
    setErrors(shown);
    focusFirst(shown);
    return true;
  }

  /** The submit handler: `send` runs only when the shared validator finds nothing. */
  function handleSubmit(send: (values: V) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      if (!showErrors(validate(values))) send(values);
    };
  }

  function reset() {
    setValues(initial);
    setErrors({});
  }

  return { formRef, values, field, showErrors, handleSubmit, reset };
}
