import { useState } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { displayName, formatDateTime, type User } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { type AsyncData, useToast } from '@academy/context';
import type { PendingUsersClient } from '../../../api/pending-users-client';
import { ClippedText } from '../../../components/ClippedText';
import {
  actionsColumn,
  byText,
  clippedColumn,
  createdAtColumn,
  ELLIPSIS,
  pagedInUrl,
} from '../../../components/table-columns';
import { DecisionButtons } from '../../../components/DecisionButtons';
import { PendingList } from '../../../components/PendingList';
import { serverMessageOf } from '../../../lib/error-message';
import { useTableUrlState } from '../../../lib/use-table-url-state';

interface PendingUsersPanelProps {
  pending: AsyncData<User[]>;
  /** The console's approvals: a memo goes only when staff typed one. */
  client: Pick<PendingUsersClient, 'approve' | 'reject'>;
}

type SortField = 'email' | 'createdAt';

const M = ADMIN_MESSAGES.members;
const MIN_WIDTH = 340;

/** The consoles' sign-up approvals: e-mail, name or '-', sign-up time, approve and reject. */
export function PendingUsersPanel({ pending, client }: PendingUsersPanelProps) {
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const table = useTableUrlState<SortField>({ prefix: 'pending', sortFields: ['email', 'createdAt'] });

  async function act(user: User, approving: boolean, memo = '') {
    setBusyId(user.id);
    try {
      await (approving ? client.approve(user.id) : client.reject(user.id, memo));
      toast({
        title: approving ? M.approved : M.rejected,
        description: `${user.email}: ${approving ? M.approvedDetail : M.rejectedDetail}`,
        variant: 'success',
      });
      pending.reload();
    } catch (error) {
      const title = approving ? M.approveError : M.rejectError;
      toast({ title, description: serverMessageOf(error, ADMIN_MESSAGES.admin.actionFailed), variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  }

  const columns: TableColumnsType<User> = [
    {
      key: 'email',
      title: '이메일',
      ellipsis: ELLIPSIS,
      sorter: (a, b) => byText(a.email, b.email),
      sortOrder: table.sortOrderOf('email'),
      render: (_, user) => <ClippedText text={user.email} />,
    },
    clippedColumn('name', '이름', (user) => displayName(user) || '-', 120),
    createdAtColumn(table, { title: '가입', width: 170, format: formatDateTime }),
    actionsColumn(150, (user) => (
      <DecisionButtons
        name={user.email}
        busy={busyId === user.id}
        onApprove={() => act(user, true)}
        onReject={(memo) => act(user, false, memo)}
      />
    )),
  ];

  return (
    <PendingList label="가입 승인 대기" data={pending} count={(users) => users.length}>
      {(users) => (
        <Table<User>
          aria-label="가입 승인 대기 목록"
          size="middle"
          columns={columns}
          dataSource={users}
          {...pagedInUrl(table, MIN_WIDTH)}
        />
      )}
    </PendingList>
  );
}
