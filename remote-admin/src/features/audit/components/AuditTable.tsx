import type { ReactNode } from 'react';
import { Space, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { type AuditEntry } from '@academy/common';
import { AUDIT_ACTOR_LABELS, auditActionLabel, auditTargetLabel } from '@academy/common/audit';
import { ClippedText } from '../../../components/ClippedText';
import { DateTimeText } from '../../../components/DateTimeText';
import { StatusTag } from '../../../components/StatusTag';
import { ELLIPSIS, tableScroll, WIDE_ONLY } from '../../../components/table-columns';
import type { TableUrlState } from '../../../lib/use-table-url-state';
import { targetPath } from '../audit-target';

/** The row's target: a link to where it is managed while it exists, its kind alone otherwise. */
function TargetCell({ entry }: { entry: AuditEntry }) {
  const label = auditTargetLabel(entry.targetType);
  const path = targetPath(entry);
  if (path)
    return (
      <Link to={path} aria-label={`${label} 보기: ${entry.summary}`}>
        {label}
      </Link>
    );
  if (entry.targetId && !entry.targetExists) return <span className="admin-muted">{label} (삭제됨)</span>;
  return <span>{label}</span>;
}

/** Who, then from where: the address is a detail of the actor, and the summary gets the width. */
function ActorCell({ entry }: { entry: AuditEntry }) {
  const label = AUDIT_ACTOR_LABELS[entry.actorType];
  const where = entry.actorEmail ? `${label}${entry.ip ? ` · ${entry.ip}` : ''}` : entry.ip;
  return (
    <Space orientation="vertical" size={0} className="audit-actor">
      <ClippedText text={entry.actorEmail ?? label} strong />
      {where && <ClippedText text={where} className="admin-muted" />}
    </Space>
  );
}

interface AuditTableProps {
  entries: AuditEntry[];
  loading: boolean;
  empty: ReactNode;
  total: number;
  table: TableUrlState<string, never>;
}

/** The audit log, newest first (the API's only order), one server page at a time. */
export function AuditTable({ entries, loading, empty, total, table }: AuditTableProps) {
  const columns: TableColumnsType<AuditEntry> = [
    { key: 'at', title: '시각', width: 130, render: (_, entry) => <DateTimeText value={entry.at} /> },
    {
      key: 'actor',
      title: '주체',
      width: 190,
      ellipsis: ELLIPSIS,
      responsive: WIDE_ONLY,
      render: (_, entry) => <ActorCell entry={entry} />,
    },
    {
      key: 'action',
      title: '작업',
      width: 130,
      responsive: WIDE_ONLY,
      render: (_, entry) => (
        <StatusTag tone={entry.action === 'CONSOLE_LOGIN_FAILED' ? 'danger' : 'neutral'}>
          {auditActionLabel(entry.action)}
        </StatusTag>
      ),
    },
    {
      key: 'summary',
      title: '요약',
      render: (_, entry) => <ClippedText text={entry.summary} lines={2} />,
    },
    { key: 'target', title: '대상', width: 140, render: (_, entry) => <TargetCell entry={entry} /> },
  ];
  return (
    <Table<AuditEntry>
      className="audit-table"
      aria-label="감사 기록"
      rowKey="id"
      columns={columns}
      dataSource={entries}
      loading={loading}
      locale={{ emptyText: empty }}
      pagination={table.pagination(total)}
      onChange={table.onChange}
      scroll={tableScroll(420)}
      tableLayout="fixed"
    />
  );
}
