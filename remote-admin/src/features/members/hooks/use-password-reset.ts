import { useState } from 'react';
import { App } from 'antd';
import { type Member } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useToast } from '@academy/context';
import { serverMessageOf } from '../../../lib/error-message';
import { resetMemberPassword } from '../api/reset-member-password';

/** A temporary password just issued: shown once, then forgotten when its dialog closes. */
export interface IssuedPassword {
  member: Member;
  password: string;
}

/** "비밀번호 초기화": a confirmation, the call, then the one dialog that shows the temporary password. */
export function usePasswordReset({ onChanged }: { onChanged: () => void }) {
  const { modal } = App.useApp();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);

  async function reset(member: Member) {
    setBusyId(member.id);
    try {
      const answer = await resetMemberPassword(member.id);
      setIssued({ member, password: answer.temporaryPassword });
      onChanged();
    } catch (error) {
      toast({
        title: ADMIN_MESSAGES.members.passwordResetFailed,
        description: serverMessageOf(error, ADMIN_MESSAGES.admin.actionFailed),
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
    }
  }

  function confirmReset(member: Member) {
    modal.confirm({
      title: ADMIN_MESSAGES.admin.passwordResetTitle,
      content: ADMIN_MESSAGES.admin.passwordResetConfirm(member.name || member.email),
      okText: ADMIN_MESSAGES.admin.passwordResetTitle,
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: () => reset(member),
    });
  }

  return { busyId, issued, confirmReset, dismiss: () => setIssued(null) };
}
