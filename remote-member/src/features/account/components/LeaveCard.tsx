import { useId, useState, type FormEvent } from 'react';
import { LEAVE_MESSAGES as L, MESSAGES } from '@academy/common';
import { HttpError, useAuth, useToast } from '@academy/context';
import { TitledCard } from '../../../components/TitledCard';
import { leaveAccount } from '../api/leave-account';
import './account-security.css';

/** /account: 회원 탈퇴. Says what goes, asks for the password, then the account is deleted and the visitor is home. */
export function LeaveCard() {
  const id = useId();
  const { logout } = useAuth();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!password) return setError(L.password);
    if (!window.confirm(L.confirm)) return;
    setSending(true);
    setError(null);
    try {
      const answer = await leaveAccount(password);
      toast({ title: L.title, description: answer.message, variant: 'success' });
      // The server ended the session with the account; signing out here clears what this browser
      // kept, and the /account guard then sends a visitor who signed out on purpose home.
      await logout();
    } catch (failure) {
      const field = failure instanceof HttpError ? failure.fieldErrors.find((e) => e.field === 'password') : undefined;
      setError(field?.message ?? (failure instanceof HttpError ? failure.userMessage : MESSAGES.errors.internal));
      setSending(false);
    }
  }

  return (
    <TitledCard id="leave-title" title={L.title} className="mb-leave">
      <p>{L.intro}</p>
      <ul className="mb-leave__list">
        {L.deleted.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mb-muted">{L.kept}</p>
      <form
        className="mb-form mb-password-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={sending}
      >
        <div className="mb-form__fields">
          <div className="mb-form__field">
            <label htmlFor={`${id}-password`}>{L.passwordLabel}</label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
            />
            {error && (
              <p id={`${id}-error`} className="mb-field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="button mb-leave__submit" disabled={sending}>
            {L.submit}
          </button>
        </div>
      </form>
    </TitledCard>
  );
}
