import { useState } from 'react';
import { App } from 'antd';
import { type Member } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useToast, type CallOptions } from '@academy/context';
import { confirmWithMemo } from '../../../lib/confirm-with-memo';
import { serverMessageOf, withErrorCode } from '../../../lib/error-message';
import { approveMember } from '../api/approve-member';
import { rejectMember } from '../api/reject-member';
import { removeMember } from '../api/remove-member';
import { revokeMember } from '../api/revoke-member';

export type Decision = 'approve' | 'reject';

interface Options {
  /** Called after every successful change, to refresh the lists. */
  onChanged: () => void;
  requestOptions?: CallOptions;
  /** The dashboard variant adds the error code to failure toasts. */
  showErrorCode?: boolean;
}

const M = ADMIN_MESSAGES.members;

/** Approve, reject, revoke and remove, each with its confirmation, toasts and a refresh afterwards. */
export function useMemberActions({ onChanged, requestOptions = {}, showErrorCode = false }: Options) {
  const toast = useToast();
  const { modal } = App.useApp();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run(
    memberId: string,
    action: () => Promise<unknown>,
    success: [string, string],
    failureTitle: string,
  ): Promise<boolean> {
    setBusyId(memberId);
    try {
      await action();
      toast({ title: success[0], description: success[1], variant: 'success' });
      onChanged();
      return true;
    } catch (error) {
      const message = serverMessageOf(error, ADMIN_MESSAGES.admin.actionFailed);
      toast({
        title: failureTitle,
        description: showErrorCode ? withErrorCode(message, error) : message,
        variant: 'destructive',
      });
      return false;
    } finally {
      setBusyId(null);
    }
  }

  function decide(memberId: string, decision: Decision, memo?: string): Promise<boolean> {
    return decision === 'approve'
      ? run(
          memberId,
          () => approveMember(memberId, memo, requestOptions),
          [M.approved, M.approvedDetail],
          M.approveFailed,
        )
      : run(
          memberId,
          () => rejectMember(memberId, memo, requestOptions),
          [M.rejected, M.rejectedDetail],
          M.rejectFailed,
        );
  }

  function confirmRevoke(member: Member) {
    confirmWithMemo(modal, {
      title: M.revokeTitle,
      question: M.revokeConfirm(member.name || member.email),
      okText: '승인 취소',
      onConfirm: (memo) =>
        run(
          member.id,
          () => revokeMember(member.id, memo, requestOptions),
          [M.revoked, M.revokedDetail],
          M.revokeError,
        ),
    });
  }

  function confirmRemove(member: Member) {
    modal.confirm({
      title: M.removeConfirm,
      content: `${member.name || '-'} (${member.email})`,
      okText: '탈퇴 처리',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: () =>
        run(member.id, () => removeMember(member.id, requestOptions), [M.removed, M.removedDetail], M.removeFailed),
    });
  }

  return { busyId, decide, confirmRevoke, confirmRemove };
}
