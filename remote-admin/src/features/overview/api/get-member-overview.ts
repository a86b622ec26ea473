import type { MemberList } from '@academy/common';
import { api, type CallOptions } from '@academy/context';

export interface MemberOverview {
  pending: MemberList;
  verified: MemberList;
  /** Every account, admins included. */
  total: number;
}

const EMPTY: MemberList = { items: [], total: 0 };

/** Pending and verified members (newest first, as the server lists them) and the number of accounts. */
export async function getMemberOverview(options: CallOptions = {}): Promise<MemberOverview> {
  const [pending, verified, all] = await Promise.all(
    (['pending', 'verified', 'all'] as const).map((status) =>
      api.get('/admin/members', { params: { query: { status } }, ...options }),
    ),
  );
  return { pending: pending ?? EMPTY, verified: verified ?? EMPTY, total: all?.total ?? 0 };
}
