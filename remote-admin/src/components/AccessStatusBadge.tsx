import { ACCESS_STATUS_LABELS, type AccessStatus } from '@academy/common/access-window';
import { StatusTag, type Tone } from './StatusTag';

const TONES: Record<AccessStatus, Tone> = {
  open: 'positive',
  active: 'info',
  upcoming: 'warning',
  expired: 'neutral',
  unpublished: 'danger',
};

/** Whether members can watch a video now (unpublished, upcoming, expired, active, open). */
export function AccessStatusBadge({ status }: { status: AccessStatus }) {
  return <StatusTag tone={TONES[status]}>{ACCESS_STATUS_LABELS[status]}</StatusTag>;
}
