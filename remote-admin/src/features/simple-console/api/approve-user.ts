import { MESSAGES, type ActionAnswer } from '@academy/common';
import { apiRequest } from '@academy/context';

/** The simple console approves with its fixed memo. */
export function approveUser(userId: string): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/api/simple/approve-user', {
    userId,
    memo: MESSAGES.members.consoleApproveMemo,
  });
}
