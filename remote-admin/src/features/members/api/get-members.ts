import type { MemberList, MemberStatus, Role } from '@academy/common';
import { getJson, type RequestOptions } from '@academy/context';

export interface MemberQuery {
  status: MemberStatus;
  /** Matches first name, last name and e-mail on the server. */
  q?: string;
  role?: Role;
}

export function membersUrl({ status, q, role }: MemberQuery): string {
  const params = new URLSearchParams({ status });
  if (q?.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  return `/api/admin/members?${params.toString()}`;
}

export async function getMembers(query: MemberQuery, options: RequestOptions = {}): Promise<MemberList> {
  const list = await getJson<MemberList>(membersUrl(query), options);
  return list ?? { items: [], total: 0 };
}
