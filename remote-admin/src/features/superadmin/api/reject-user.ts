import { MESSAGES, type ActionAnswer } from '@academy/common';
import { apiRequest } from '@academy/context';

/** The secret console rejects with its fixed memo. */
export function rejectUser(userId: string): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/api/superadmin/reject-user', {
    userId,
    memo: MESSAGES.members.consoleRejectMemo,
  });
}
