import { useState } from 'react';
import { displayName, formatDateTime, MESSAGES, type User } from '@academy/common';
import { type AsyncData, useToast } from '@academy/context';
import { ConsoleItem, ConsoleItemText, ConsoleList } from '../../../components/ConsoleList';
import { DecisionButtons } from '../../../components/DecisionButtons';
import { PendingList } from '../../../components/PendingList';
import { serverMessageOf } from '../../../lib/error-message';

interface PendingUsersPanelProps {
  pending: AsyncData<User[]>;
  approve: (userId: string) => Promise<unknown>;
  reject: (userId: string) => Promise<unknown>;
}

const M = MESSAGES.members;

/** The consoles' sign-up approvals: e-mail, name or '-', sign-up time, approve and reject. */
export function PendingUsersPanel({ pending, approve, reject }: PendingUsersPanelProps) {
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function act(user: User, approving: boolean) {
    setBusyId(user.id);
    try {
      await (approving ? approve(user.id) : reject(user.id));
      toast({
        title: approving ? M.approved : M.rejected,
        description: `${user.email}: ${approving ? M.approvedDetail : M.rejectedDetail}`,
        variant: 'success',
      });
      pending.reload();
    } catch (error) {
      const title = approving ? M.approveError : M.rejectError;
      toast({ title, description: serverMessageOf(error, MESSAGES.admin.actionFailed), variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <PendingList label="가입 승인 대기" data={pending} count={(users) => users.length}>
      {(users) => (
        <ConsoleList>
          {users.map((user) => (
            <ConsoleItem
              key={user.id}
              title={user.email}
              actions={
                <DecisionButtons
                  name={user.email}
                  busy={busyId === user.id}
                  onApprove={() => act(user, true)}
                  onReject={() => act(user, false)}
                />
              }
            >
              <ConsoleItemText>
                {displayName(user) || '-'} · 가입 {formatDateTime(user.createdAt)}
              </ConsoleItemText>
            </ConsoleItem>
          ))}
        </ConsoleList>
      )}
    </PendingList>
  );
}
