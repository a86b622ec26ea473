import type { ApprovalRecord, AuditEntry, Member } from '@academy/common';

let nextId = 1;

export function makeMember(overrides: Partial<Member> = {}): Member {
  const id = overrides.id ?? `m${nextId++}`;
  return {
    id,
    email: `${id}@example.com`,
    firstName: '회원',
    lastName: '김',
    name: `김회원${id}`,
    role: 'PENDING',
    profileImageUrl: null,
    createdAt: '2026-03-02T01:00:00.000Z',
    updatedAt: '2026-03-02T01:00:00.000Z',
    latestApproval: null,
    ...overrides,
  };
}

export function approval(status: ApprovalRecord['status'], memo: string | null = null): ApprovalRecord {
  return {
    id: `a-${status}-${memo ?? ''}`,
    status,
    memo,
    createdAt: '2026-03-03T01:00:00.000Z',
    actedBy: 'admin@test.local',
  };
}

/** The audit rows the stand-in server has about a member: one per decision it shows. */
function auditAbout(member: Member): AuditEntry[] {
  if (!member.latestApproval) return [];
  return [
    {
      id: `audit-${member.id}`,
      at: member.latestApproval.createdAt,
      actorType: 'ADMIN',
      actorId: 'admin',
      actorEmail: 'admin@test.local',
      action:
        member.latestApproval.status === 'APPROVED'
          ? 'MEMBER_APPROVE'
          : member.latestApproval.status === 'REJECTED'
            ? 'MEMBER_REJECT'
            : 'MEMBER_REVOKE',
      targetType: 'MEMBER',
      targetId: member.id,
      summary: `회원 '${member.name} (${member.email})' 처리`,
      ip: '127.0.0.1',
      targetExists: true,
    },
  ];
}

export interface RecordedCall {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
}

type Answer = { status?: number; body?: unknown };

/**
 * A stand-in for the members API: lists filtered by status/q/role, and the four
 * actions changing the members as the server would. `failNext` makes one route answer an error.
 */
export function memberServer(initial: Member[]) {
  let members = [...initial];
  const calls: RecordedCall[] = [];
  const failures = new Map<string, Answer>();

  function statusOf(member: Member): string {
    if (member.role === 'ADMIN') return 'admin';
    if (member.role === 'VERIFIED') return 'verified';
    return member.latestApproval?.status === 'REJECTED' ? 'rejected' : 'pending';
  }

  function list(url: URL): Answer {
    const status = url.searchParams.get('status') ?? 'all';
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const role = url.searchParams.get('role');
    const items = members.filter(
      (member) =>
        (status === 'all' || statusOf(member) === status) &&
        (!role || member.role === role) &&
        (!q || `${member.name} ${member.email}`.toLowerCase().includes(q)),
    );
    return { body: { items, total: items.length } };
  }

  function change(id: unknown, update: Partial<Member>): Answer {
    members = members.map((member) => (member.id === id ? { ...member, ...update } : member));
    return { body: { ok: true, message: '처리되었습니다.' } };
  }

  function respond(rawUrl: string, init?: RequestInit): Answer | undefined {
    const url = new URL(rawUrl, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    if (!url.pathname.startsWith('/api/admin/')) return undefined;
    calls.push({ method, url: rawUrl, body });
    const failure = failures.get(`${method} ${url.pathname}`);
    if (failure) {
      failures.delete(`${method} ${url.pathname}`);
      return failure;
    }
    if (method === 'GET' && url.pathname === '/api/admin/members') return list(url);
    if (method === 'GET' && ['/api/admin/videos', '/api/admin/courses', '/api/admin/notices'].includes(url.pathname))
      return { body: [] };
    if (url.pathname === '/api/admin/approve-user')
      return change(body?.userId, {
        role: 'VERIFIED',
        latestApproval: approval('APPROVED', (body?.memo as string) ?? null),
      });
    if (url.pathname === '/api/admin/reject-user')
      return change(body?.userId, { latestApproval: approval('REJECTED', (body?.memo as string) ?? null) });
    if (url.pathname === '/api/admin/revoke-user')
      return change(body?.userId, { role: 'PENDING', latestApproval: approval('REVOKED') });
    const reset = /^\/api\/admin\/members\/([^/]+)\/password-reset$/.exec(url.pathname);
    if (method === 'POST' && reset) {
      const member = members.find((m) => m.id === decodeURIComponent(reset[1]));
      if (member?.role === 'ADMIN')
        return {
          status: 409,
          body: {
            ok: false,
            statusCode: 409,
            code: 'INVALID_STATE',
            message: '관리자 계정의 비밀번호는 이 기능으로 초기화할 수 없습니다.',
          },
        };
      change(member?.id, { mustChangePassword: true });
      return { body: { ok: true, message: '임시 비밀번호를 발급했습니다.', temporaryPassword: 'Kx7mPq2rTz9a' } };
    }
    const history = /^\/api\/admin\/members\/([^/]+)\/history$/.exec(url.pathname);
    if (method === 'GET' && history) {
      const member = members.find((m) => m.id === decodeURIComponent(history[1]));
      if (!member)
        return {
          status: 404,
          body: { ok: false, statusCode: 404, code: 'NOT_FOUND', message: '회원을 찾을 수 없습니다.' },
        };
      return {
        body: { member, approvals: member.latestApproval ? [member.latestApproval] : [], audit: auditAbout(member) },
      };
    }
    if (method === 'DELETE' && url.pathname.startsWith('/api/admin/members/')) {
      const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      members = members.filter((member) => member.id !== id);
      return { body: { ok: true } };
    }
    return undefined;
  }

  return {
    respond,
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && new URL(call.url, 'http://localhost').pathname === path),
    failNext: (method: string, path: string, answer: Answer) => failures.set(`${method} ${path}`, answer),
  };
}
