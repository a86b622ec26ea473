import { useState } from 'react';
import { MESSAGES } from '@academy/common';
import type { AuthDialog } from './AuthDialogsProvider';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { ModalDialog } from '@academy/context/modal-dialog';
import { SignupForm } from './SignupForm';

export interface AuthDialogsProps {
  dialog: AuthDialog | null;
  onSwitch: (dialog: AuthDialog) => void;
  onClose: () => void;
}

/**
 * The header's login, sign-up and forgot-password dialogs; each links to the others (switching
 * closes one, opens the other).
 */
export default function AuthDialogs({ dialog, onSwitch, onClose }: AuthDialogsProps) {
  const [signedUpEmail, setSignedUpEmail] = useState<string | undefined>();
  const [forgotEmail, setForgotEmail] = useState<string | undefined>();
  if (dialog === 'login')
    return (
      <ModalDialog key="login" title="로그인" onClose={onClose} width={420}>
        <LoginForm
          key={signedUpEmail}
          initialEmail={signedUpEmail}
          onDone={onClose}
          onForgot={(email) => {
            setForgotEmail(email);
            onSwitch('forgot');
          }}
          footer={
            <>
              아직 회원이 아니신가요?{' '}
              <button type="button" className="link-button" onClick={() => onSwitch('signup')}>
                회원가입
              </button>
            </>
          }
        />
      </ModalDialog>
    );
  if (dialog === 'signup')
    return (
      <ModalDialog key="signup" title="회원가입" onClose={onClose} width={460}>
        <SignupForm
          onDone={(email) => {
            // A new member logs in next to see their approval status, so hand them the login form.
            setSignedUpEmail(email);
            onSwitch('login');
          }}
          footer={
            <>
              이미 계정이 있으신가요?{' '}
              <button type="button" className="link-button" onClick={() => onSwitch('login')}>
                로그인
              </button>
            </>
          }
        />
      </ModalDialog>
    );
  if (dialog === 'forgot')
    return (
      <ModalDialog key="forgot" title={MESSAGES.passwordReset.requestTitle} onClose={onClose} width={420}>
        <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => onSwitch('login')} />
      </ModalDialog>
    );
  return null;
}
