import type { MemberList } from '@academy/common';
import { membersUrl, type MemberQuery } from '@academy/common/admin-reads';
import { getJson, type RequestOptions } from '@academy/context';

export type { MemberQuery };

export async function getMembers(query: MemberQuery, options: RequestOptions = {}): Promise<MemberList> {
  const list = await getJson<MemberList>(membersUrl(query), options);
  return list ?? { items: [], total: 0 };
}
