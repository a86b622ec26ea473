import { Tag } from 'antd';
import { ACCESS_STATUS_LABELS, type AccessStatus } from '@academy/common';

const COLORS: Record<AccessStatus, string> = {
  open: 'green',
  active: 'blue',
  upcoming: 'gold',
  expired: 'default',
  unpublished: 'red',
};

/** Whether members can watch a video now (spec 001 §4: unpublished, upcoming, expired, active, open). */
export function AccessStatusBadge({ status }: { status: AccessStatus }) {
  return <Tag color={COLORS[status]}>{ACCESS_STATUS_LABELS[status]}</Tag>;
}
