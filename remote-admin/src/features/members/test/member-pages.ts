import { MEMBER_PAGE, type Member, type MemberList } from '@academy/common';
import type { Answer, RecordedCall, RouteTable } from '@academy/context/testing';

type Handler = (call: RecordedCall) => Answer;

const sortKeys = {
  name: (member: Member) => member.name,
  email: (member: Member) => member.email,
  createdAt: (member: Member) => member.createdAt,
};

/**
 * A members API (src/test/member-routes.ts) whose list answers as the server does: one page
 * (MEMBER_PAGE.sizeDefault rows without pageSize) in the order asked for (newest first without
 * one; equal keys keep the order the test gave), and `total` counting every match.
 */
export function withMemberPages(routes: RouteTable): RouteTable {
  const everyMatch = routes['GET /api/admin/members'] as Handler;
  return {
    ...routes,
    'GET /api/admin/members': (call) => {
      const { items, total } = everyMatch(call).body as MemberList;
      const sort = (call.query.sort ?? 'createdAt') as keyof typeof sortKeys;
      const descending = (call.query.order ?? (sort === 'createdAt' ? 'desc' : 'asc')) === 'desc';
      const key = sortKeys[sort];
      const sorted = [...items].sort((a, b) => key(a).localeCompare(key(b), 'ko') * (descending ? -1 : 1));
      const pageSize = Number(call.query.pageSize ?? MEMBER_PAGE.sizeDefault);
      const start = (Number(call.query.page ?? 1) - 1) * pageSize;
      return { body: { items: sorted.slice(start, start + pageSize), total } };
    },
  };
}
