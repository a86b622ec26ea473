import { Tooltip } from 'antd';
import { APPROVAL_LABELS, formatDate, type ApprovalRecord } from '@academy/common';
import { StatusTag, type Tone } from '../../../components/StatusTag';

const TONES: Record<string, Tone> = { APPROVED: 'positive', REJECTED: 'danger', REVOKED: 'warning' };

/** A member's latest approval decision; its memo (and who decided) shows on hover or focus. */
export function ApprovalTag({ record }: { record: ApprovalRecord | null }) {
  if (!record) return <span className="admin-muted">-</span>;
  const label = (APPROVAL_LABELS as Record<string, string>)[record.status] ?? record.status;
  const details = [record.memo && `메모: ${record.memo}`, record.actedBy && `처리자: ${record.actedBy}`]
    .filter(Boolean)
    .join('\n');
  const tag = (
    <StatusTag tone={TONES[record.status] ?? 'neutral'} tabIndex={details ? 0 : undefined}>
      {label} · {formatDate(record.createdAt)}
    </StatusTag>
  );
  if (!details) return tag;
  return (
    <Tooltip
      title={<span className="admin-pre-line">{details}</span>}
      trigger={['hover', 'focus']}
      mouseEnterDelay={0.3}
    >
      {tag}
    </Tooltip>
  );
}
