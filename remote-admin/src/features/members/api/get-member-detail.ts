import type { Id, MemberDetail } from '@academy/common';
import { getJson } from '@academy/context';

/** A member with their consents and, under 14, their guardian. */
export async function getMemberDetail(userId: Id): Promise<MemberDetail> {
  const detail = await getJson<MemberDetail>(`/api/admin/members/${encodeURIComponent(userId)}`);
  if (!detail) throw new Error('empty answer');
  return detail;
}
