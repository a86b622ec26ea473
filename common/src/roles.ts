export const ROLES = ['ADMIN', 'VERIFIED', 'PENDING', 'PARENT'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: '관리자',
  VERIFIED: '인증 회원',
  PENDING: '승인 대기',
  PARENT: '학부모',
};

/** Any other role value is shown as-is (with a neutral badge) rather than hidden. */
export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? role;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Roles that may watch videos: approved members and administrators. The one copy of the rule:
 * the API's @Viewers() routes, the video answers, the /videos route and the member pages all ask
 * canWatch or name this list.
 */
export const VIEWER_ROLES: readonly Role[] = ['VERIFIED', 'ADMIN'];

/** The member accounts (students, those waiting, staff): everyone but a parent, who is never a member. */
export const MEMBER_ROLES: readonly Role[] = ['ADMIN', 'VERIFIED', 'PENDING'];

/** Whether this role may watch videos (a visitor, with no role, may not). */
export function canWatch(role: Role | null | undefined): boolean {
  return role !== null && role !== undefined && VIEWER_ROLES.includes(role);
}

/** A role, or what holds one (a user, a member row); null or undefined for a visitor. */
export type RoleHolder = Role | { readonly role: Role } | null | undefined;

function roleOf(holder: RoleHolder): Role | null {
  if (holder === null || holder === undefined) return null;
  return typeof holder === 'string' ? holder : holder.role;
}

/*
 * The one place a role is compared with a name: everywhere else asks these (the lint refuses an
 * inline `role === 'ADMIN'`, docs/decisions.md "One rule, one place").
 */

/** An administrator account (a console session holds no role: it is not one). */
export function isAdmin(holder: RoleHolder): boolean {
  return roleOf(holder) === 'ADMIN';
}

/** An approved member (not an administrator). */
export function isVerified(holder: RoleHolder): boolean {
  return roleOf(holder) === 'VERIFIED';
}

/** A member not (or no longer) approved: waiting, rejected or revoked. */
export function isPending(holder: RoleHolder): boolean {
  return roleOf(holder) === 'PENDING';
}

/** A guardian's account (학부모): never a member, it reads only its confirmed children's learning. */
export function isParent(holder: RoleHolder): boolean {
  return roleOf(holder) === 'PARENT';
}

/** Whether a signed-in user holds one of these roles (a visitor holds none). */
export function hasRole(user: { role: Role } | null | undefined, ...roles: readonly Role[]): boolean {
  return user !== null && user !== undefined && roles.includes(user.role);
}

export const APPROVAL_STATUSES = ['APPROVED', 'REJECTED', 'REVOKED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_LABELS: Record<ApprovalStatus, string> = {
  APPROVED: '승인',
  REJECTED: '거절',
  REVOKED: '승인 취소',
};

/** Filters of the admin member list (rejected users leave "pending" and show under "rejected"). */
export const MEMBER_STATUSES = ['pending', 'verified', 'rejected', 'admin', 'all'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The member list's sorts (GET /api/admin/members?sort=&order=); createdAt, newest first, without one. */
export const MEMBER_SORTS = ['name', 'email', 'createdAt'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** The member list is always one page: this many rows without pageSize, at most MEMBER_PAGE.sizeMax with it. */
export const MEMBER_PAGE = { sizeDefault: 20, sizeMax: 100 } as const;
