import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, UI } from '@academy/common';
import { useFocusTrap, useScrollLock } from '@academy/context/ui';
import { devLogin } from '../api/dev-login';
import '../admin-dialog.css';

const CONSOLE_PATH = '/_superadmin';

/**
 * The hidden console login of the landing page: a wrong password, a refusal or a network or parse
 * failure is said under the field (no native alert) and clears it; success goes to the secret
 * console after 500 ms.
 */
export function AdminPasswordDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [password, setPassword] = useState('');
  // `invalid`: the password itself was refused (marks the field), else the login failed otherwise.
  const [error, setError] = useState<{ text: string; invalid: boolean } | null>(null);
  const [state, setState] = useState<'idle' | 'checking' | 'verified'>('idle');
  useScrollLock(true);
  useFocusTrap(dialogRef, true, inputRef);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && state !== 'verified' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose, state]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state !== 'idle') return;
    if (!password) {
      setError({ text: MESSAGES.validation.consolePassword, invalid: true });
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setState('checking');
    const result = await devLogin(password);
    if (result.kind === 'success') {
      setState('verified');
      redirectTimer.current = setTimeout(() => navigate(CONSOLE_PATH), UI.redirectDelayMs);
      return;
    }
    setState('idle');
    if (result.kind === 'wrong-password') setError({ text: MESSAGES.console.wrongPassword, invalid: true });
    else if (result.kind === 'refused') setError({ text: result.message, invalid: false });
    else setError({ text: MESSAGES.console.genericError, invalid: false });
    // A password that did not work is never left in the field.
    setPassword('');
    inputRef.current?.focus();
  }

  return createPortal(
    <div
      className="admin-dialog__backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && state !== 'verified' && onClose()}
    >
      <div
        ref={dialogRef}
        className="admin-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="admin-dialog-title"
      >
        <h2 id="admin-dialog-title" className="admin-dialog__title">
          {MESSAGES.publicSite.consolePasswordTitle}
        </h2>
        <form onSubmit={submit} noValidate>
          <label htmlFor="admin-dialog-password" className="admin-dialog__label">
            비밀번호
          </label>
          <input
            ref={inputRef}
            id="admin-dialog-password"
            className="admin-dialog__input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error?.invalid ? true : undefined}
            aria-describedby={error ? 'admin-dialog-error' : undefined}
            disabled={state === 'verified'}
          />
          {error && (
            <p id="admin-dialog-error" className="admin-dialog__error" role="alert">
              {error.text}
            </p>
          )}
          {state === 'verified' && (
            <p className="admin-dialog__success" role="status">
              {MESSAGES.publicSite.consoleVerified}
            </p>
          )}
          <div className="admin-dialog__actions">
            <button type="button" className="button" onClick={onClose} disabled={state === 'verified'}>
              취소
            </button>
            <button type="submit" className="button button--primary" disabled={state !== 'idle'}>
              {state === 'checking' ? '확인 중…' : '확인'}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
