import { useEffect } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { MESSAGES, UI } from '@academy/common';
import type { RequestOptions } from '@academy/context';
import { serverMessageOf } from '../../../lib/error-message';
import { useAsyncData } from '../../../lib/use-async-data';
import { getMembers } from '../api/get-members';
import { useMemberActions } from '../hooks/use-member-actions';
import { MemberListItems } from './MemberListItems';

interface PanelProps {
  requestOptions?: RequestOptions;
  /** Told about a failed load, so the dashboard can send an expired session to its login. */
  onLoadError?: (error: Error) => void;
}

/** Dashboard tab: pending members with refresh, approve and reject (the console's fixed memos). */
export function PendingMembersPanel({ requestOptions = {}, onLoadError }: PanelProps) {
  const pending = useAsyncData(() => getMembers({ status: 'pending' }, requestOptions), [requestOptions.redirectOn401]);
  const actions = useMemberActions({ onChanged: pending.reload, requestOptions, showErrorCode: true });

  useEffect(() => {
    if (pending.error) onLoadError?.(pending.error);
  }, [pending.error, onLoadError]);

  const members = pending.data?.items ?? [];
  return (
    <section aria-label="승인 대기 회원">
      <div className="admin-screen__header">
        <p className="admin-screen__lead">승인을 기다리는 회원 {pending.data ? pending.data.total : '…'}명</p>
        <Button icon={<ReloadOutlined />} onClick={pending.reload} loading={pending.isLoading && pending.data !== null}>
          새로고침
        </Button>
      </div>
      {pending.error ? (
        <Alert type="error" showIcon title={MESSAGES.admin.membersLoadFailed} description={serverMessageOf(pending.error, MESSAGES.admin.loadFailed)} />
      ) : !pending.data ? (
        <Skeleton active title={false} paragraph={{ rows: UI.skeletonRows }} />
      ) : members.length === 0 ? (
        <Empty description={MESSAGES.admin.membersEmpty.pending} />
      ) : (
        <MemberListItems
          members={members}
          label="승인 대기 회원 목록"
          actions={(member) => (
            <>
              <Button type="primary" size="small" disabled={actions.busyId === member.id} onClick={() => actions.decide(member.id, 'approve', MESSAGES.members.consoleApproveMemo)} aria-label={`${member.name || member.email} 승인`}>
                승인
              </Button>
              <Button danger size="small" disabled={actions.busyId === member.id} onClick={() => actions.decide(member.id, 'reject', MESSAGES.members.consoleRejectMemo)} aria-label={`${member.name || member.email} 거절`}>
                거절
              </Button>
            </>
          )}
        />
      )}
    </section>
  );
}
