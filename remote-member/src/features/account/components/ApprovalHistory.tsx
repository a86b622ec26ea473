import { APPROVAL_LABELS, formatDateTime, UI, type ApprovalRecord } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import type { ApiQuery } from '@academy/context';
import { EmptyState, LoadError, SkeletonRows } from '../../../components/ListStates';
import { TitledCard } from '../../../components/TitledCard';

const STATUS_CLASS: Record<string, string> = {
  APPROVED: 'badge--verified',
  REJECTED: 'badge--admin',
  REVOKED: 'badge--pending',
};

function HistoryBody({ query, records }: { query: ApiQuery<ApprovalRecord[]>; records: ApprovalRecord[] }) {
  if (query.isLoading) return <SkeletonRows rows={Math.min(UI.skeletonRows, 3)} />;
  if (query.error) return <LoadError onRetry={query.reload} />;
  if (records.length === 0) return <EmptyState message={MEMBER_MESSAGES.memberArea.historyEmpty} />;
  return (
    <ol className="mb-history mb-rows">
      {records.map((record) => (
        <li key={record.id} className="mb-history__item">
          <div className="mb-history__head">
            <span className={`badge ${STATUS_CLASS[record.status] ?? ''}`}>
              {APPROVAL_LABELS[record.status] ?? record.status}
            </span>
            <time className="mb-muted" dateTime={record.createdAt}>
              {formatDateTime(record.createdAt)}
            </time>
          </div>
          {record.memo && <p className="mb-history__memo">{record.memo}</p>}
        </li>
      ))}
    </ol>
  );
}

/** Every approval decision about this account, newest first. */
export function ApprovalHistory({ query, records }: { query: ApiQuery<ApprovalRecord[]>; records: ApprovalRecord[] }) {
  return (
    <TitledCard id="approval-history-title" title="승인 내역">
      <HistoryBody query={query} records={records} />
    </TitledCard>
  );
}
