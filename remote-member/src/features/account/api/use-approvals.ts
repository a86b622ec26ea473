import type { ApprovalRecord } from '@academy/common';
import { useApiQuery, type ApiQuery } from '@academy/context';

/** The signed-in user's approval records (GET /api/user/approvals); nothing is loaded for a visitor. */
export function useApprovals(signedIn: boolean): ApiQuery<ApprovalRecord[]> {
  return useApiQuery(signedIn ? '/user/approvals' : null);
}

/** Newest first whatever order the server used, so "latest" never depends on it. */
export function newestFirst(records: readonly ApprovalRecord[]): ApprovalRecord[] {
  return [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
