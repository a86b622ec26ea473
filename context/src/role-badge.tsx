import { roleLabel } from '@academy/common';

const BADGE_CLASS: Record<string, string> = {
  ADMIN: 'badge--admin',
  VERIFIED: 'badge--verified',
  PENDING: 'badge--pending',
};

/** 관리자 / 인증 회원 / 승인 대기; any other role value shows as-is with a neutral badge (the API may add roles first). */
export function RoleBadge({ role }: { role: string }) {
  return (
    <span className={`badge ${BADGE_CLASS[role] ?? ''}`.trim()} data-testid="role-badge">
      {roleLabel(role)}
    </span>
  );
}
