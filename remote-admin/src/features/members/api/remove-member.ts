import type { Id } from '@academy/common';
import { apiRequest, type RequestOptions } from '@academy/context';

/** Withdraws a member: the server deletes the account and all its sessions. */
export function removeMember(userId: Id, options: RequestOptions = {}): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('DELETE', `/api/admin/members/${encodeURIComponent(userId)}`, undefined, options);
}
