import type { ActionAnswer, Id } from '@academy/common';
import { apiRequest, type RequestOptions } from '@academy/context';

export function approveMember(userId: Id, memo?: string, options: RequestOptions = {}): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>(
    'POST',
    '/api/admin/approve-user',
    { userId, ...(memo?.trim() ? { memo: memo.trim() } : {}) },
    options,
  );
}
