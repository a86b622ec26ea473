import { MESSAGES } from '@academy/common';
import { ChangePasswordForm } from './ChangePasswordForm';

/** /account: changing one's own password. */
export function PasswordCard() {
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title" className="mb-card-title">
        {MESSAGES.memberArea.passwordTitle}
      </h2>
      <p className="mb-muted">{MESSAGES.memberArea.passwordLead}</p>
      <ChangePasswordForm />
    </section>
  );
}
