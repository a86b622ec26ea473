// From the package's entry, not the sibling file: an app that shares @academy/common then uses the
// shared copy instead of bundling the message catalogue a second time.
import { formatDateTime } from './index';

export type NoticeStatus = 'active' | 'upcoming' | 'expired';

export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = {
  active: '게시 중',
  upcoming: '게시 예정',
  expired: '게시 종료',
};

export interface NoticeWindow {
  startsAt?: string | Date | null;
  endsAt?: string | Date | null;
}

function time(value: string | Date | null | undefined): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** Empty start and end = always shown; only start = from then on; only end = until then. */
export function noticeStatus(notice: NoticeWindow, now: Date = new Date()): NoticeStatus {
  const start = time(notice.startsAt);
  const end = time(notice.endsAt);
  if (start !== null && start > now.getTime()) return 'upcoming';
  if (end !== null && end < now.getTime()) return 'expired';
  return 'active';
}

/** Badge text: upcoming names its start, active names its end when both dates are set. */
export function noticeStatusLabel(notice: NoticeWindow, now: Date = new Date()): string {
  const status = noticeStatus(notice, now);
  if (status === 'upcoming') return `${NOTICE_STATUS_LABELS.upcoming} (${formatDateTime(notice.startsAt)} 시작)`;
  if (status === 'active' && notice.startsAt && notice.endsAt)
    return `${NOTICE_STATUS_LABELS.active} (${formatDateTime(notice.endsAt)}까지)`;
  return NOTICE_STATUS_LABELS[status];
}
