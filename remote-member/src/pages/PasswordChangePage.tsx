import { MESSAGES } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { useAuth } from '@academy/context';
import { useLocation, useNavigate } from 'react-router-dom';
import '../styles/member.css';
import { afterPasswordChange } from '../features/account/after-password-change';
import { ChangePasswordForm } from '../features/account/components/ChangePasswordForm';

const A = MEMBER_MESSAGES.memberArea;

/**
 * The screen the shell shows, whatever the path, to a user signed in with an administrator-issued
 * password: the server refuses everything else until a new password is set (403 PASSWORD_CHANGE_REQUIRED).
 */
export default function PasswordChangePage() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (
    <section className="container page mb-forced" data-remote="member" aria-labelledby="forced-password-title">
      <h1 id="forced-password-title" className="page__title">
        {A.forcedPasswordTitle}
      </h1>
      <p className="page__lead">{A.forcedPasswordLead}</p>
      <div className="card">
        {user && <p className="mb-forced__account">{A.forcedPasswordAccount(user.email)}</p>}
        <ChangePasswordForm
          submitLabel={A.forcedPasswordSubmit}
          temporary
          onChanged={(changed) => {
            const next = afterPasswordChange(changed, pathname);
            if (next) navigate(next, { replace: true });
          }}
        />
        <button type="button" className="button button--ghost mb-forced__logout" onClick={() => void logout()}>
          {MESSAGES.auth.logout}
        </button>
      </div>
    </section>
  );
}
