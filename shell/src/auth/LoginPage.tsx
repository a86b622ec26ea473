import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { ACADEMY, MESSAGES } from '@academy/common';
import { PageSpinner, SESSION_EXPIRED_PARAM, useAuth } from '@academy/context';
import { destinationAfterLogin, safeNext } from './destination';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';
import './auth.css';

type Mode = 'login' | 'signup' | 'forgot';

const MODES: { value: Mode; label: string }[] = [
  { value: 'login', label: '로그인' },
  { value: 'signup', label: '회원가입' },
];

/**
 * /login: one card toggling login and sign-up, and the forgot-password form (`?forgot=1` opens it:
 * the reset page's "send a new link"); `next` is honoured; signed-in users are sent on. `?expired=1`
 * (a page whose session ended sent the user here) says so above the form, in place of an alert.
 */
export default function LoginPage() {
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const expired = params.get(SESSION_EXPIRED_PARAM) === '1';
  // `?signup=parent` (a staff invitation's page) opens the sign-up form set to 학부모.
  const signupAs = params.get('signup') === 'parent' ? 'PARENT' : undefined;
  const [mode, setMode] = useState<Mode>(params.get('forgot') ? 'forgot' : signupAs ? 'signup' : 'login');
  const [email, setEmail] = useState<string | undefined>();
  // Only a visitor who arrives signed in is sent on at once; a login made here redirects after
  // the form's 500 ms delay, so the success toast is seen.
  // Decided once, when the session is first known.
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  const arrived = arrivedSignedIn ?? (isLoading ? null : user !== null);
  if (arrived !== arrivedSignedIn) setArrivedSignedIn(arrived);

  if (isLoading) return <PageSpinner />;
  if (user && arrived) return <Navigate to={destinationAfterLogin(user, next)} replace />;

  return (
    <section className="container page login-page">
      <div className="card login-page__card">
        <h1 className="login-page__title">
          {mode === 'forgot' ? MESSAGES.passwordReset.requestTitle : `${ACADEMY.name} 온라인 학습`}
        </h1>
        {mode !== 'forgot' && (
          <div className="segmented" role="radiogroup" aria-label="로그인 또는 회원가입">
            {MODES.map((option) => (
              <label key={option.value} className="segmented__option">
                <input
                  type="radio"
                  name="login-page-mode"
                  className="visually-hidden"
                  value={option.value}
                  checked={mode === option.value}
                  onChange={() => setMode(option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
        )}
        <div className="login-page__body">
          {expired && mode === 'login' && (
            <div className="auth-notice login-page__expired" role="status">
              <p>{MESSAGES.auth.sessionExpired}</p>
            </div>
          )}
          {mode === 'forgot' ? (
            <ForgotPasswordForm initialEmail={email} onBack={() => setMode('login')} />
          ) : mode === 'login' ? (
            <LoginForm
              key={email}
              initialEmail={email}
              next={next}
              onForgot={(typed) => {
                setEmail(typed || undefined);
                setMode('forgot');
              }}
            />
          ) : (
            <SignupForm
              initialAccountType={signupAs}
              onDone={(newEmail) => {
                setEmail(newEmail);
                setMode('login');
              }}
            />
          )}
        </div>
        <Link to="/" className="login-page__back">
          ← 메인으로 돌아가기
        </Link>
      </div>
    </section>
  );
}
