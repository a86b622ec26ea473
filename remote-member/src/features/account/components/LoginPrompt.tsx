import { Link } from 'react-router-dom';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { loginPath } from '@academy/context';

/** Only reached when the page is rendered without the shell's guard. */
export function LoginPrompt() {
  return (
    <div className="card mb-login-prompt">
      <p>{MEMBER_MESSAGES.memberArea.loginPrompt}</p>
      <Link to={loginPath('/account')} className="button button--primary">
        로그인
      </Link>
    </div>
  );
}
