import { useId } from 'react';
import { ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS, PARENT_SCREEN_MESSAGES as P } from '@academy/common/parents';
import type { FieldBinding } from '@academy/context';

/**
 * 학생 / 학부모 at the top of the sign-up form: two radios drawn as the /login card's segmented bar
 * (no component library in the auth dialogs, see AuthDialogsProvider), with the rules' message below.
 */
export function AccountTypeSwitch({ field }: { field: FieldBinding }) {
  const id = useId();
  return (
    <div>
      <div
        className="segmented segmented--form"
        role="radiogroup"
        aria-label={P.accountTypeLabel}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
      >
        {ACCOUNT_TYPES.map((type) => (
          <label key={type} className="segmented__option">
            <input
              type="radio"
              name={field.name}
              className="visually-hidden"
              value={type}
              checked={field.value === type}
              onChange={field.onChange}
            />
            {ACCOUNT_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
      {field.error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {field.error}
        </p>
      )}
    </div>
  );
}
