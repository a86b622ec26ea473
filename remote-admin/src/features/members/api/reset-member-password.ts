import type { Id, PasswordResetAnswer } from '@academy/common';
import { api, type CallOptions } from '@academy/context';

/** Issues a temporary password (shown once); the server ends the member's sessions and asks for a new password at the next login. */
export function resetMemberPassword(userId: Id, options: CallOptions = {}): Promise<PasswordResetAnswer> {
  return api.post('/admin/members/{id}/password-reset', { params: { path: { id: userId } }, ...options });
}
