import type { AuditEntry } from '@academy/common';

/**
 * Where a row's target can be seen, while it still exists: a member opens their history; other
 * content opens the screen that manages it (gallery images and programs live in the consoles).
 */
export function targetPath(entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'targetExists'>): string | null {
  if (!entry.targetExists || !entry.targetId) return null;
  switch (entry.targetType) {
    case 'MEMBER':
      return `/admin/members?status=all&member=${encodeURIComponent(entry.targetId)}`;
    case 'COURSE':
      return '/admin/courses';
    case 'VIDEO':
      return '/admin/videos';
    case 'NOTICE':
      return '/admin/notices';
    case 'GALLERY':
      return '/admin-dashboard';
    case 'PROGRAM':
      return '/_superadmin';
    case 'CONSULTATION':
      return '/admin/consultations';
    default:
      return null;
  }
}
