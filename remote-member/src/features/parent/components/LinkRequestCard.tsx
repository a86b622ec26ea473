import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '@academy/common';
import { PARENT_HOME_MESSAGES as P, PARENT_MESSAGES } from '@academy/common/parents';
import { HttpError, useToast } from '@academy/context';
import { TitledCard } from '../../../components/TitledCard';
import { requestLink } from '../api/parent-reads';

/** The code a child shows on /account, typed by the parent: a request staff confirm. */
export function LinkRequestCard({ onRequested }: { onRequested: () => void }) {
  const id = useId();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(PARENT_MESSAGES.code);
    setSending(true);
    setError(null);
    try {
      await requestLink(code);
      setCode('');
      toast({ title: P.linkTitle, description: PARENT_MESSAGES.linkRequested, variant: 'success' });
      onRequested();
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.userMessage : MESSAGES.errors.internal);
    } finally {
      setSending(false);
    }
  }

  return (
    <TitledCard id={`${id}-title`} title={P.linkTitle}>
      <p className="mb-muted">{P.linkLead}</p>
      <form className="mb-form pa-link-form" noValidate onSubmit={submit} aria-busy={sending}>
        <div className="mb-form__fields">
          <div className="mb-form__field">
            <label htmlFor={`${id}-code`}>{P.codeLabel}</label>
            <input
              id={`${id}-code`}
              name="code"
              className="pa-link-form__code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={P.codePlaceholder}
              value={code}
              maxLength={20}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
            />
            {error && (
              <p id={`${id}-error`} className="mb-field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary" disabled={sending}>
            {P.linkSubmit}
          </button>
        </div>
      </form>
    </TitledCard>
  );
}
