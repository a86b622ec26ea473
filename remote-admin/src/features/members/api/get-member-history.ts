import type { Id, MemberHistory } from '@academy/common';
import { getJson } from '@academy/context';

/** A member's approval records and the audit rows about them, newest first. */
export async function getMemberHistory(userId: Id): Promise<MemberHistory> {
  const history = await getJson<MemberHistory>(`/api/admin/members/${encodeURIComponent(userId)}/history`);
  if (!history) throw new Error('empty answer');
  return history;
}
