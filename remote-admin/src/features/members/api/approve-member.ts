import type { ActionAnswer, Id } from '@academy/common';
import { api, type CallOptions } from '@academy/context';

export function approveMember(userId: Id, memo?: string, options: CallOptions = {}): Promise<ActionAnswer> {
  return api.post('/admin/approve-user', {
    body: { userId, ...(memo?.trim() ? { memo: memo.trim() } : {}) },
    ...options,
  });
}
