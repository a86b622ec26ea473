import { roleLabel } from '@academy/common';

const BADGE_CLASS: Record<string, string> = {
  ADMIN: 'badge badge--admin',
  VERIFIED: 'badge badge--verified',
  PENDING: 'badge badge--pending',
};

/** The role with its Korean label; an unknown role is shown as-is with a neutral badge (spec 000 §4). */
export function RoleBadge({ role }: { role: string }) {
  return <span className={BADGE_CLASS[role] ?? 'badge'}>{roleLabel(role)}</span>;
}
