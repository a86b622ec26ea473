import type { ActionAnswer, Id, User } from '@academy/common';
import { apiRequest, getJson } from '@academy/context';
import type { ConsoleApi, ConsoleClientOptions } from './console-api';

/** The dashboard reads its pending list through the older admin route; the consoles through their own. */
const PENDING_LIST: Record<ConsoleApi, string> = {
  '/api/admin': '/api/admin/users/pending',
  '/api/superadmin': '/api/superadmin/pending-users',
  '/api/simple': '/api/simple/pending-users',
};

export interface PendingUsersClient {
  list: () => Promise<User[]>;
  approve: (userId: Id, memo?: string) => Promise<ActionAnswer>;
  reject: (userId: Id, memo?: string) => Promise<ActionAnswer>;
}

/** Sign-up approvals of one console: its pending list, approve and reject (a blank memo is not sent). */
export function pendingUsersClient({ api, request = {} }: ConsoleClientOptions): PendingUsersClient {
  const decide = (action: 'approve' | 'reject') => (userId: Id, memo?: string) =>
    apiRequest<ActionAnswer>(
      'POST',
      `${api}/${action}-user`,
      { userId, ...(memo?.trim() ? { memo: memo.trim() } : {}) },
      request,
    );
  return {
    list: async () => (await getJson<User[]>(PENDING_LIST[api], request)) ?? [],
    approve: decide('approve'),
    reject: decide('reject'),
  };
}
