import type { Id, MemberHistory } from '@academy/common';
import { api } from '@academy/context';

/** A member's approval records and the audit rows about them, newest first. */
export async function getMemberHistory(userId: Id): Promise<MemberHistory> {
  const history = await api.get('/admin/members/{id}/history', { params: { path: { id: userId } } });
  if (!history) throw new Error('empty answer');
  return history;
}
