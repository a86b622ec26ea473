import type { Id } from '@academy/common';
import { api, type CallOptions } from '@academy/context';
import type { Decision } from '../hooks/use-member-actions';

/** One member's outcome in a batch: decided, or refused with the code its single route would give. */
export type DecisionResult = { id: Id; ok: true } | { id: Id; ok: false; code: string; message: string };

/** POST /admin/members/decisions: each member decided in its own transaction, each with its audit row. */
export function decideMembers(
  ids: Id[],
  decision: Decision,
  memo?: string,
  options: CallOptions = {},
): Promise<{ results: DecisionResult[] }> {
  return api.post('/admin/members/decisions', {
    body: { ids, decision, ...(memo?.trim() ? { memo: memo.trim() } : {}) },
    ...options,
  });
}
