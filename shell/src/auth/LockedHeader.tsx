import { useNavigate } from 'react-router-dom';
import { ACADEMY, MESSAGES } from '@academy/common';
import { useAuth, useToast } from '@academy/context';

/**
 * The site header while a member must replace an administrator-issued password: the same bar, but
 * the only thing it lets them do is log out (every other page answers with the password screen).
 */
export function LockedHeader() {
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();

  async function onLogout() {
    try {
      await logout();
      navigate('/');
    } catch {
      toast({ title: MESSAGES.auth.logoutFailed, description: MESSAGES.auth.retry, variant: 'destructive' });
    }
  }

  return (
    <header className="header">
      <div className="container header__bar">
        <span className="header__brand">
          <span className="header__logo" aria-hidden="true">
            E
          </span>
          <span>{ACADEMY.name}</span>
        </span>
        <div className="header__actions">
          <button type="button" className="button button--ghost" onClick={() => void onLogout()}>
            {MESSAGES.auth.logout}
          </button>
        </div>
      </div>
    </header>
  );
}
