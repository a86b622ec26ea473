import {
  isAdmin,
  isVerified,
  type ApprovalRecord,
  type AuditEntry,
  type ConsentRecord,
  type Member,
  type MemberDetail,
} from '@academy/common';
import { apiError, makeApproval, makeAuditEntry, type RouteTable } from '@academy/context/testing';

/** A decision on a member as the members API records it. */
export function approval(status: ApprovalRecord['status'], memo: string | null = null): ApprovalRecord {
  return makeApproval({
    id: `a-${status}-${memo ?? ''}`,
    status,
    memo,
    createdAt: '2026-03-03T01:00:00.000Z',
    actedBy: 'admin@test.local',
  });
}

const ACTIONS = { APPROVED: 'MEMBER_APPROVE', REJECTED: 'MEMBER_REJECT', REVOKED: 'MEMBER_REVOKE' } as const;

/** The audit rows the members API has about a member: one per decision it shows. */
function auditAbout(member: Member): AuditEntry[] {
  if (!member.latestApproval) return [];
  return [
    makeAuditEntry({
      id: `audit-${member.id}`,
      at: member.latestApproval.createdAt,
      action: ACTIONS[member.latestApproval.status as keyof typeof ACTIONS] ?? 'MEMBER_REVOKE',
      targetId: member.id,
      summary: `회원 '${member.name} (${member.email})' 처리`,
    }),
  ];
}

function statusOf(member: Member): string {
  if (isAdmin(member)) return 'admin';
  if (isVerified(member)) return 'verified';
  return member.latestApproval?.status === 'REJECTED' ? 'rejected' : 'pending';
}

/**
 * The members API for mockApi: lists filtered by status/q/role, and the actions changing the
 * members as the server would (the other admin lists answer empty).
 */
const SIGNED_UP = '2026-12-01T01:00:00.000Z';

/**
 * GET /api/admin/members/{id}: p1 signed up under 14 with a guardian; a member whose id starts
 * with "old" is from before consents (none); the rest gave the two required ones.
 */
export function memberDetail(member: Member): MemberDetail {
  const given = (kind: ConsentRecord['kind'], yes = true): ConsentRecord => ({
    kind,
    given: yes,
    version: 1,
    at: SIGNED_UP,
  });
  const consents = member.id.startsWith('old')
    ? []
    : [given('TERMS'), given('PRIVACY'), given('MARKETING', false), ...(member.id === 'p1' ? [given('GUARDIAN')] : [])];
  return { ...member, consents, guardian: member.id === 'p1' ? { name: '김영희', phone: '010-9876-5432' } : null };
}

export function memberRoutes(initial: Member[]): RouteTable {
  let members = [...initial];

  function change(id: unknown, update: Partial<Member>) {
    members = members.map((member) => (member.id === id ? { ...member, ...update } : member));
    return { body: { ok: true, message: '처리되었습니다.' } };
  }
  const memberAt = (path: string) => members.find((m) => m.id === decodeURIComponent(path.split('/')[4] ?? ''));

  return {
    'GET /api/admin/members': ({ query }) => {
      const status = query.status ?? 'all';
      const q = (query.q ?? '').toLowerCase();
      const items = members.filter(
        (member) =>
          (status === 'all' || statusOf(member) === status) &&
          (!query.role || member.role === query.role) &&
          (!q || `${member.name} ${member.email}`.toLowerCase().includes(q)),
      );
      return { body: { items, total: items.length } };
    },
    'GET /api/admin/videos': { body: [] },
    'GET /api/admin/courses': { body: [] },
    'GET /api/admin/notices': { body: [] },
    // A member's record lists their 보호자: none unless a test gives its own.
    'GET /api/admin/parent-links': { body: { items: [], total: 0 } },
    'POST /api/admin/approve-user': ({ body }) =>
      change(body?.userId, { role: 'VERIFIED', latestApproval: approval('APPROVED', (body?.memo as string) ?? null) }),
    'POST /api/admin/reject-user': ({ body }) =>
      change(body?.userId, { latestApproval: approval('REJECTED', (body?.memo as string) ?? null) }),
    'POST /api/admin/revoke-user': ({ body }) =>
      change(body?.userId, { role: 'PENDING', latestApproval: approval('REVOKED') }),
    // Each member on its own, as the server decides them: one not pending any more is refused.
    'POST /api/admin/members/decisions': ({ body }) => {
      const ids = (body?.ids as string[]) ?? [];
      const approve = body?.decision === 'approve';
      const memo = (body?.memo as string) ?? null;
      const results = ids.map((id) => {
        const member = members.find((m) => m.id === id);
        if (!member || statusOf(member) !== 'pending')
          return { id, ok: false, code: 'INVALID_STATE', message: '승인 대기 중인 회원이 아닙니다.' };
        change(
          id,
          approve
            ? { role: 'VERIFIED', latestApproval: approval('APPROVED', memo) }
            : { latestApproval: approval('REJECTED', memo) },
        );
        return { id, ok: true };
      });
      return { body: { results } };
    },
    'POST /api/admin/members/*': ({ path }) => {
      if (!path.endsWith('/password-reset')) return undefined;
      const member = memberAt(path);
      if (isAdmin(member))
        return apiError(409, 'INVALID_STATE', '관리자 계정의 비밀번호는 이 기능으로 초기화할 수 없습니다.');
      change(member?.id, { mustChangePassword: true });
      return { body: { ok: true, message: '임시 비밀번호를 발급했습니다.', temporaryPassword: 'Kx7mPq2rTz9a' } };
    },
    'GET /api/admin/members/*': ({ path }) => {
      const member = memberAt(path);
      if (!member) return apiError(404, 'NOT_FOUND', '회원을 찾을 수 없습니다.');
      if (!path.endsWith('/history')) return { body: memberDetail(member) };
      return {
        body: { member, approvals: member.latestApproval ? [member.latestApproval] : [], audit: auditAbout(member) },
      };
    },
    'DELETE /api/admin/members/*': ({ path }) => {
      const id = decodeURIComponent(path.split('/').pop() ?? '');
      members = members.filter((member) => member.id !== id);
      return { body: { ok: true } };
    },
  };
}
