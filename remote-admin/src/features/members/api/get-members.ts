import type { MemberList } from '@academy/common';
import type { MemberQuery } from '@academy/common/admin-reads';
import { api, type CallOptions } from '@academy/context';

export type { MemberQuery };

/**
 * One page of the list (the server always answers one) and how many match. The same address as
 * membersUrl in @academy/common/admin-reads, so the screen takes the shell's early reads.
 */
export async function getMembers(
  { status, q, role, sort, order, page, pageSize }: MemberQuery,
  options: CallOptions = {},
): Promise<MemberList> {
  const list = await api.get('/admin/members', {
    params: { query: { status, q: q?.trim() || undefined, role, sort, order, page, pageSize } },
    ...options,
  });
  return list ?? { items: [], total: 0 };
}
