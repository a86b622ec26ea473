import type { ActionAnswer } from '@academy/common';
import { api } from '@academy/context';

/** DELETE /api/me: the account and its personal data go, every session ends. */
export function leaveAccount(password: string): Promise<ActionAnswer> {
  return api.delete('/me', { body: { password } });
}
