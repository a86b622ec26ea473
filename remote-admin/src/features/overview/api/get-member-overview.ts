import { UI, type MemberList } from '@academy/common';
import { api, type CallOptions } from '@academy/context';

export interface MemberOverview {
  pending: MemberList;
  verified: MemberList;
  /** Every account, admins included. */
  total: number;
}

const EMPTY: MemberList = { items: [], total: 0 };

/**
 * The newest pending and verified members (the first page the panel shows, newest first) with how
 * many there are, and the number of accounts: three small pages, whatever the size of the academy.
 */
export async function getMemberOverview(options: CallOptions = {}): Promise<MemberOverview> {
  const page = (status: 'pending' | 'verified' | 'all', pageSize: number) =>
    api.get('/admin/members', { params: { query: { status, page: 1, pageSize } }, ...options });
  const [pending, verified, all] = await Promise.all([
    page('pending', UI.overviewItems),
    page('verified', UI.overviewItems),
    page('all', 1),
  ]);
  return { pending: pending ?? EMPTY, verified: verified ?? EMPTY, total: all?.total ?? 0 };
}
