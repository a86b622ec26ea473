export const ACCESS_STATUSES = ['open', 'active', 'upcoming', 'expired', 'unpublished'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

export const ACCESS_STATUS_LABELS: Record<AccessStatus, string> = {
  open: '상시 공개',
  active: '공개 기간 중',
  upcoming: '공개 예정',
  expired: '공개 종료',
  unpublished: '비공개',
};

export interface AccessWindow {
  isPublished?: boolean;
  accessStart?: string | Date | null;
  accessEnd?: string | Date | null;
}

function time(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Unpublished is checked first, then upcoming (before the start),
 * expired (after the end), active (both dates set and now inside), else open.
 */
export function accessStatus(video: AccessWindow, now: Date = new Date()): AccessStatus {
  if (video.isPublished === false) return 'unpublished';
  const start = time(video.accessStart);
  const end = time(video.accessEnd);
  const at = now.getTime();
  if (start !== null && at < start) return 'upcoming';
  if (end !== null && at > end) return 'expired';
  if (start !== null && end !== null) return 'active';
  return 'open';
}

export function isViewableStatus(status: AccessStatus): boolean {
  return status === 'open' || status === 'active';
}
