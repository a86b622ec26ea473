import type { ActionAnswer } from '@academy/common';
import { apiRequest } from '@academy/context';

/** DELETE /api/me: the account and its personal data go, every session ends. */
export function leaveAccount(password: string): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('DELETE', '/api/me', { password });
}
