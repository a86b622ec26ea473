import type { Id, PasswordResetAnswer } from '@academy/common';
import { apiRequest, type RequestOptions } from '@academy/context';

/** Issues a temporary password (shown once); the server ends the member's sessions and asks for a new password at the next login. */
export function resetMemberPassword(userId: Id, options: RequestOptions = {}): Promise<PasswordResetAnswer> {
  return apiRequest<PasswordResetAnswer>(
    'POST',
    `/api/admin/members/${encodeURIComponent(userId)}/password-reset`,
    undefined,
    options,
  );
}
