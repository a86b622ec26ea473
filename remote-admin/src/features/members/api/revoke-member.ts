import type { ActionAnswer, Id } from '@academy/common';
import { api, type CallOptions } from '@academy/context';

/** 승인 취소, with the reason for the member's mail when one was typed. */
export function revokeMember(userId: Id, memo?: string, options: CallOptions = {}): Promise<ActionAnswer> {
  return api.post('/admin/revoke-user', {
    body: { userId, ...(memo?.trim() ? { memo: memo.trim() } : {}) },
    ...options,
  });
}
