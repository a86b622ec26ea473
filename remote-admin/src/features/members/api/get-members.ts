import type { MemberList } from '@academy/common';
import type { MemberQuery } from '@academy/common/admin-reads';
import { api, type CallOptions } from '@academy/context';

export type { MemberQuery };

/** The same address as the shell's early read of the tab (membersUrl in @academy/common/admin-reads). */
export async function getMembers({ status, q, role }: MemberQuery, options: CallOptions = {}): Promise<MemberList> {
  const list = await api.get('/admin/members', {
    params: { query: { status, q: q?.trim() || undefined, role } },
    ...options,
  });
  return list ?? { items: [], total: 0 };
}
