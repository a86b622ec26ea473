import { type AdminNotice } from '@academy/common';
import { noticeStatus, type NoticeStatus } from '@academy/common/notice-status';

export type NoticeStatusFilter = NoticeStatus | 'all';

/**
 * Search over title and body, then the status filter. Status is read on this
 * screen's clock: a window may have opened or closed since the server answered.
 */
export function filterNotices(notices: AdminNotice[], q: string, status: NoticeStatusFilter, now: Date): AdminNotice[] {
  const needle = q.trim().toLowerCase();
  return notices.filter(
    (notice) =>
      (!needle || `${notice.title} ${notice.body}`.toLowerCase().includes(needle)) &&
      (status === 'all' || noticeStatus(notice, now) === status),
  );
}

export function countByStatus(notices: AdminNotice[], now: Date): Record<NoticeStatus, number> {
  const counts: Record<NoticeStatus, number> = { active: 0, upcoming: 0, expired: 0 };
  for (const notice of notices) counts[noticeStatus(notice, now)] += 1;
  return counts;
}

/** The columns /admin/notices sorts by, and its filter, as the address names them. */
export type NoticeSortField = 'title' | 'createdAt' | 'startsAt' | 'endsAt';
export type NoticeFilterName = 'status';
export const NOTICE_SORT_FIELDS: readonly NoticeSortField[] = ['title', 'createdAt', 'startsAt', 'endsAt'];
export const NOTICE_STATUSES: readonly NoticeStatus[] = ['active', 'upcoming', 'expired'];
