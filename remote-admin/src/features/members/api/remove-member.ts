import type { Id } from '@academy/common';
import { api, type CallOptions } from '@academy/context';

/** Withdraws a member: the server deletes the account and all its sessions. */
export function removeMember(userId: Id, options: CallOptions = {}): Promise<{ ok: true }> {
  return api.delete('/admin/members/{id}', { params: { path: { id: userId } }, ...options });
}
