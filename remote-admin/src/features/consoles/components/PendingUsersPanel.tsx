import { useState } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { formatDateTime, MESSAGES, UI, type User } from '@academy/common';
import { useToast } from '@academy/context';
import { displayName } from '../../../lib/display-name';
import { serverMessageOf } from '../../../lib/error-message';
import type { AsyncData } from '../../../lib/use-async-data';

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
      toast({ title: approving ? M.approved : M.rejected, description: `${user.email}: ${approving ? M.approvedDetail : M.rejectedDetail}`, variant: 'success' });
      pending.reload();
    } catch (error) {
      const title = approving ? M.approveError : M.rejectError;
      toast({ title, description: serverMessageOf(error, MESSAGES.admin.actionFailed), variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  }

  const users = pending.data ?? [];
  return (
    <section aria-label="가입 승인 대기">
      <div className="admin-screen__header">
        <p className="admin-screen__lead">승인을 기다리는 회원 {pending.data ? users.length : '…'}명</p>
        <Button icon={<ReloadOutlined />} onClick={pending.reload} loading={pending.isLoading && pending.data !== null}>
          새로고침
        </Button>
      </div>
      {pending.error ? (
        <Alert type="error" showIcon title={MESSAGES.admin.membersLoadFailed} description={serverMessageOf(pending.error, MESSAGES.admin.loadFailed)} />
      ) : !pending.data ? (
        <Skeleton active title={false} paragraph={{ rows: UI.skeletonRows }} />
      ) : users.length === 0 ? (
        <Empty description={MESSAGES.admin.membersEmpty.pending} />
      ) : (
        <ul className="console-list">
          {users.map((user) => (
            <li key={user.id} className="console-item">
              <div className="console-item__body">
                <p className="console-item__title">{user.email}</p>
                <p className="console-item__text">
                  {displayName(user)} · 가입 {formatDateTime(user.createdAt)}
                </p>
              </div>
              <div className="console-item__actions">
                <Button type="primary" size="small" disabled={busyId === user.id} onClick={() => act(user, true)} aria-label={`${user.email} 승인`}>
                  승인
                </Button>
                <Button danger size="small" disabled={busyId === user.id} onClick={() => act(user, false)} aria-label={`${user.email} 거절`}>
                  거절
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
