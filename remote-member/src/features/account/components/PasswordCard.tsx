import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TitledCard } from '../../../components/TitledCard';

/** /account: changing one's own password. */
export function PasswordCard() {
  return (
    <TitledCard id="password-title" title={MEMBER_MESSAGES.memberArea.passwordTitle}>
      <p className="mb-muted">{MEMBER_MESSAGES.memberArea.passwordLead}</p>
      <ChangePasswordForm />
    </TitledCard>
  );
}
