import type { Id, MemberDetail } from '@academy/common';
import { api } from '@academy/context';

/** A member with their consents and, under 14, their guardian. */
export async function getMemberDetail(userId: Id): Promise<MemberDetail> {
  const detail = await api.get('/admin/members/{id}', { params: { path: { id: userId } } });
  if (!detail) throw new Error('empty answer');
  return detail;
}
