import { MESSAGES } from '@academy/common';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TitledCard } from '../../../components/TitledCard';

/** /account: changing one's own password. */
export function PasswordCard() {
  return (
    <TitledCard id="password-title" title={MESSAGES.memberArea.passwordTitle}>
      <p className="mb-muted">{MESSAGES.memberArea.passwordLead}</p>
      <ChangePasswordForm />
    </TitledCard>
  );
}
