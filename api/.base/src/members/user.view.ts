import type { ApprovalRecord as ApprovalView, Member, User as UserView } from '@academy/common';
import type { ApprovalRecord } from './approval-record.entity';
import type { User } from './user.entity';

const iso = (date: Date) => new Date(date).toISOString();

/** The user as every client reads it: listed fields only, so no hash or secret can slip out. */
export function toUserView(user: User): UserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

export function toApprovalView(record: ApprovalRecord): ApprovalView {
  return { id: record.id, status: record.status, memo: record.memo, createdAt: iso(record.createdAt), actedBy: record.actedBy };
}

const HANGUL_ONLY = /^[\uAC00-\uD7A3\s]+$/;

/** Korean names read family name first without a space (김민수); others "first last". '' when unknown. */
export function displayName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? '';
  const last = lastName?.trim() ?? '';
  if (!first || !last) return first || last;
  return HANGUL_ONLY.test(first + last) ? `${last}${first}` : `${first} ${last}`;
}

export function toMember(user: User, latest: ApprovalRecord | null): Member {
  return { ...toUserView(user), name: displayName(user.firstName, user.lastName), latestApproval: latest ? toApprovalView(latest) : null };
}
