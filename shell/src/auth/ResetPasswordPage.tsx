import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, SHELL_PAGES, validatePasswordReset } from '@academy/common';
import { api, HttpError, useFormState } from '@academy/context';
import { AuthForm } from './AuthForm';
import { FormField, SubmitButton } from './form/FormField';
import { useSubmit } from './form/use-submit';
import './auth.css';

const P = MESSAGES.passwordReset;

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

type Outcome = { done: string } | { invalid: string } | null;

/**
 * /reset-password?token=…: the mailed link. The token is read once and taken out of the address
 * bar at once (history, a shared screenshot, a later page's Referer never see it); the page also
 * asks for no Referer at all.
 */
export default function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get('token'));
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { invalid: P.invalidToken });
  const form = useFormState<ResetValues>({ newPassword: '', confirmPassword: '' }, validatePasswordReset);

  useEffect(() => {
    // history.replaceState through the router, so its location drops the token too.
    if (location.search) navigate(SHELL_PAGES.resetPassword, { replace: true });
  }, [location.search, navigate]);

  const { submitting, submit } = useSubmit(form.showErrors, P.resetTitle, async (values: ResetValues) => {
    try {
      const answer = await api.post('/auth/password-reset', { body: { token: token ?? '', ...values } });
      setOutcome({ done: answer.message });
    } catch (error) {
      if (error instanceof HttpError && error.code === 'INVALID_TOKEN') setOutcome({ invalid: error.userMessage });
      else throw error;
    }
  });

  return (
    <section className="container page login-page" aria-labelledby="reset-password-title">
      <meta name="referrer" content="no-referrer" />
      <div className="card login-page__card">
        <h1 id="reset-password-title" className="login-page__title">
          {outcome && 'done' in outcome ? P.doneTitle : P.resetTitle}
        </h1>
        <div className="login-page__body">
          {outcome && 'done' in outcome ? (
            <div className="auth-form">
              <div className="auth-notice" role="status">
                <p>{outcome.done}</p>
              </div>
              <Link to={SHELL_PAGES.login} className="button button--primary button--large form-submit">
                {P.login}
              </Link>
            </div>
          ) : outcome ? (
            <div className="auth-form">
              <div className="auth-notice auth-notice--error" role="alert">
                <p>{outcome.invalid}</p>
              </div>
              <Link to={`${SHELL_PAGES.login}?forgot=1`} className="button button--primary button--large form-submit">
                {P.requestAgain}
              </Link>
            </div>
          ) : (
            <AuthForm formRef={form.formRef} onSubmit={form.handleSubmit(submit)}>
              <p className="auth-form__lead">{P.resetLead}</p>
              <FormField
                label={P.newPassword}
                field={form.field('newPassword')}
                type="password"
                autoComplete="new-password"
              />
              <FormField
                label={P.confirmPassword}
                field={form.field('confirmPassword')}
                type="password"
                autoComplete="new-password"
              />
              <SubmitButton busy={submitting}>{P.resetSubmit}</SubmitButton>
            </AuthForm>
          )}
        </div>
      </div>
    </section>
  );
}
