import type { Id } from '@academy/common';
import { apiRequest, type RequestOptions } from '@academy/context';
import type { Decision } from '../hooks/use-member-actions';

/** One member's outcome in a batch: decided, or refused with the code its single route would give. */
export type DecisionResult = { id: Id; ok: true } | { id: Id; ok: false; code: string; message: string };

/** POST /api/admin/members/decisions: each member decided in its own transaction, each with its audit row. */
export function decideMembers(
  ids: Id[],
  decision: Decision,
  memo?: string,
  options: RequestOptions = {},
): Promise<{ results: DecisionResult[] }> {
  return apiRequest<{ results: DecisionResult[] }>(
    'POST',
    '/api/admin/members/decisions',
    { ids, decision, ...(memo?.trim() ? { memo: memo.trim() } : {}) },
    options,
  );
}
