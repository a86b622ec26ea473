import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type AuditEntry } from '@academy/common';
import { AUDIT_ACTOR_LABELS, auditActionLabel, auditTargetLabel } from '@academy/common/audit';
import { AdminTable, SummaryCell, type AdminColumn, type ServerPages } from '../../../components/AdminTable';
import { ClippedText } from '../../../components/ClippedText';
import { DateTimeText } from '../../../components/DateTimeText';
import { StatusTag } from '../../../components/StatusTag';
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

interface AuditTableProps {
  entries: AuditEntry[];
  loading: boolean;
  empty: ReactNode;
  pages: ServerPages;
}

/** The audit log, newest first, one server page at a time. */
export function AuditTable({ entries, loading, empty, pages }: AuditTableProps) {
  const columns: AdminColumn<AuditEntry>[] = [
    { key: 'at', title: '시각', width: 130, render: (entry) => <DateTimeText value={entry.at} /> },
    {
      key: 'actor',
      title: '주체',
      width: 190,
      // Who, then from where: the address is a detail of the actor, and the summary gets the width.
      render: (entry) => {
        const label = AUDIT_ACTOR_LABELS[entry.actorType];
        const where = entry.ip ? ` · ${entry.ip}` : '';
        return (
          <SummaryCell title={entry.actorEmail ?? label} line={entry.actorEmail ? `${label}${where}` : entry.ip} />
        );
      },
    },
    {
      key: 'action',
      title: '작업',
      width: 130,
      render: (entry) => (
        <StatusTag tone={entry.action === 'CONSOLE_LOGIN_FAILED' ? 'danger' : 'neutral'}>
          {auditActionLabel(entry.action)}
        </StatusTag>
      ),
    },
    { key: 'summary', title: '요약', render: (entry) => <ClippedText text={entry.summary} lines={2} /> },
    { key: 'target', title: '대상', width: 110, render: (entry) => <TargetCell entry={entry} /> },
  ];
  return (
    <AdminTable
      label="감사 기록"
      className="audit-table"
      headingKey="summary"
      columns={columns}
      rows={entries}
      loading={loading}
      empty={empty}
      pages={pages}
    />
  );
}
