import { type CallOptions } from '@academy/context';
import { DecisionButtons } from '../../../components/DecisionButtons';
import { PendingList } from '../../../components/PendingList';
import { useLoadErrorReport } from '../../../lib/use-load-error-report';
import { useMemberActions } from '../hooks/use-member-actions';
import { useMemberPanel } from '../hooks/use-member-panel';
import { MemberListTable } from './MemberListTable';

interface PanelProps {
  requestOptions?: CallOptions;
  /** Told about a failed load, so the dashboard can send an expired session to its login. */
  onLoadError?: (error: Error) => void;
}

/** Dashboard tab: pending members with refresh, approve, and reject (asked first, with a memo for the member). */
export function PendingMembersPanel({ requestOptions = {}, onLoadError }: PanelProps) {
  const { table, list: pending } = useMemberPanel({ prefix: 'pending', status: 'pending', requestOptions });
  const actions = useMemberActions({ onChanged: pending.reload, requestOptions, showErrorCode: true });
  useLoadErrorReport(pending.error, onLoadError);

  return (
    <PendingList
      label="승인 대기 회원"
      data={pending}
      count={(list) => list.total}
      // A page past the last is empty while others are not: that is no empty list.
      isEmpty={(list) => list.total === 0}
    >
      {(list) => (
        <MemberListTable
          members={list.items}
          total={list.total}
          loading={pending.isLoading}
          table={table}
          label="승인 대기 회원 목록"
          actionsWidth={150}
          actions={(member) => (
            <DecisionButtons
              name={member.name || member.email}
              busy={actions.busyId === member.id}
              onApprove={() => actions.decide(member.id, 'approve')}
              onReject={(memo) => actions.decide(member.id, 'reject', memo)}
            />
          )}
        />
      )}
    </PendingList>
  );
}
