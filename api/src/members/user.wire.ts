import { displayName, type ApprovalRecord as ApprovalWire, type Member, type User as UserWire } from '@academy/common';
import type { ApprovalRecord } from './approval-record.entity';
import type { User } from './user.entity';

const iso = (date: Date) => new Date(date).toISOString();

/** The user as every client reads it: listed fields only, so no hash or secret can slip out. */
export function toUserWire(user: User): UserWire {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
    mustChangePassword: user.mustChangePassword === true,
  };
}

export function toApprovalWire(record: ApprovalRecord): ApprovalWire {
  return {
    id: record.id,
    status: record.status,
    memo: record.memo,
    createdAt: iso(record.createdAt),
    actedBy: record.actedBy,
  };
}

export function toMemberWire(user: User, latest: ApprovalRecord | null): Member {
  return { ...toUserWire(user), name: displayName(user), latestApproval: latest ? toApprovalWire(latest) : null };
}
