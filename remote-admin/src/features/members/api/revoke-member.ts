import type { ActionAnswer, Id } from '@academy/common';
import { apiRequest, type RequestOptions } from '@academy/context';

/** 승인 취소, with the reason for the member's mail when one was typed. */
export function revokeMember(userId: Id, memo?: string, options: RequestOptions = {}): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>(
    'POST',
    '/api/admin/revoke-user',
    { userId, ...(memo?.trim() ? { memo: memo.trim() } : {}) },
    options,
  );
}
