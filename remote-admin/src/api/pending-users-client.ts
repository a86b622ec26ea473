import type { ActionAnswer, Id, User } from '@academy/common';
import { api, type CallOptions } from '@academy/context';
import type { ConsoleApi, ConsoleClientOptions } from './console-api';

export interface PendingUsersClient {
  list: () => Promise<User[]>;
  approve: (userId: Id, memo?: string) => Promise<ActionAnswer>;
  reject: (userId: Id, memo?: string) => Promise<ActionAnswer>;
}

/** What a decision sends: the member, and the memo only when one was typed (trimmed). */
const decision = (userId: Id, memo?: string) => ({ userId, ...(memo?.trim() ? { memo: memo.trim() } : {}) });

/** Each console's routes. The dashboard reads its pending list through the older admin route; the consoles through their own. */
const CLIENTS: Record<ConsoleApi, (request: CallOptions) => PendingUsersClient> = {
  admin: (request) => ({
    list: async () => (await api.get('/admin/users/pending', request)) ?? [],
    approve: (userId, memo) => api.post('/admin/approve-user', { body: decision(userId, memo), ...request }),
    reject: (userId, memo) => api.post('/admin/reject-user', { body: decision(userId, memo), ...request }),
  }),
  superadmin: (request) => ({
    list: async () => (await api.get('/superadmin/pending-users', request)) ?? [],
    approve: (userId, memo) => api.post('/superadmin/approve-user', { body: decision(userId, memo), ...request }),
    reject: (userId, memo) => api.post('/superadmin/reject-user', { body: decision(userId, memo), ...request }),
  }),
  simple: (request) => ({
    list: async () => (await api.get('/simple/pending-users', request)) ?? [],
    approve: (userId, memo) => api.post('/simple/approve-user', { body: decision(userId, memo), ...request }),
    reject: (userId, memo) => api.post('/simple/reject-user', { body: decision(userId, memo), ...request }),
  }),
};

/** Sign-up approvals of one console: its pending list, approve and reject (a blank memo is not sent). */
export function pendingUsersClient({ api: which, request = {} }: ConsoleClientOptions): PendingUsersClient {
  return CLIENTS[which](request);
}
