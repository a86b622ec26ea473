import { Link } from 'react-router-dom';
import { MESSAGES } from '@academy/common';
import { loginPath } from '@academy/context';

/** Only reached when the page is rendered without the shell's guard. */
export function LoginPrompt() {
  return (
    <div className="card mb-login-prompt">
      <p>{MESSAGES.memberArea.loginPrompt}</p>
      <Link to={loginPath('/account')} className="button button--primary">
        로그인
      </Link>
    </div>
  );
}
