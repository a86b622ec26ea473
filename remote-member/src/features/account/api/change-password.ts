import type { ActionAnswer, User } from '@academy/common';
import { api } from '@academy/context';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/auth/password: the server ends the user's other sessions and gives this browser a new session id. */
export function changePassword(values: PasswordChangeValues): Promise<ActionAnswer & { user: User }> {
  return api.post('/auth/password', { body: values });
}
