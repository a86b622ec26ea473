import { Tag, Tooltip } from 'antd';
import { APPROVAL_LABELS, formatDate, type ApprovalRecord } from '@academy/common';

const COLORS: Record<string, string> = { APPROVED: 'green', REJECTED: 'red', REVOKED: 'orange' };

/** A member's latest approval decision; its memo (and who decided) shows on hover or focus. */
export function ApprovalTag({ record }: { record: ApprovalRecord | null }) {
  if (!record) return <span className="admin-muted">-</span>;
  const label = (APPROVAL_LABELS as Record<string, string>)[record.status] ?? record.status;
  const tag = (
    <Tag color={COLORS[record.status]} tabIndex={record.memo ? 0 : undefined}>
      {label} · {formatDate(record.createdAt)}
    </Tag>
  );
  if (!record.memo && !record.actedBy) return tag;
  const details = [record.memo && `메모: ${record.memo}`, record.actedBy && `처리자: ${record.actedBy}`].filter(Boolean).join('\n');
  return (
    <Tooltip title={<span className="admin-pre-line">{details}</span>} mouseEnterDelay={0.7}>
      {tag}
    </Tooltip>
  );
}
