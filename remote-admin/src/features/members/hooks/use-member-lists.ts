import { useState } from 'react';
import type { MemberList } from '@academy/common';
import {
  MEMBER_LIST_STATUSES,
  memberCountQuery,
  memberPageQuery,
  membersUrl,
  type MemberListStatus,
  type MemberView,
} from '@academy/common/admin-reads';
import { type CallOptions, useAsyncData } from '@academy/context';
import { getMembers } from '../api/get-members';

/** The tabs of the member list, in the order the screen shows them. */
export const MEMBER_TABS = MEMBER_LIST_STATUSES;
export type MemberTab = MemberListStatus;

export const MEMBER_TAB_LABELS: Record<MemberTab, string> = {
  pending: '승인 대기',
  verified: '인증 회원',
  rejected: '거절됨',
  all: '전체',
};

type Totals = Partial<Record<MemberTab, number>>;

/** A page as asked for: its tab, so rows of the tab left behind are never shown under the new one. */
interface TabPage extends MemberList {
  status: MemberTab;
}

async function loadTotals(tabs: readonly MemberTab[], view: MemberView, options: CallOptions): Promise<Totals> {
  const lists = await Promise.all(
    tabs.map((status) => getMembers(memberCountQuery(status, view.q, view.role), options)),
  );
  return Object.fromEntries(tabs.map((status, index) => [status, lists[index].total]));
}

/**
 * The open tab's page, as the table shows it (paged and sorted by the server), and every tab's
 * count. The other tabs' counts are one-row reads, asked for once per search and after each change,
 * not per page or tab switch: a tab left behind keeps the count its last page gave. Opened at
 * /admin/members, the first reads are the shell's early ones (adminScreenReads, the same URLs).
 */
export function useMemberLists(view: MemberView, options: CallOptions = {}) {
  // Bumped after a change (a decision, a removal): the page and every count are read again.
  const [changes, setChanges] = useState(0);
  const pageQuery = memberPageQuery(view);
  const page = useAsyncData<TabPage>(
    () => getMembers(pageQuery, options).then((list) => ({ ...list, status: view.status })),
    [membersUrl(pageQuery), changes, options.redirectOn401],
  );
  // The open tab's count comes with its page; the tab is read when the counts are asked for.
  const counts = useAsyncData<Totals>(
    () =>
      loadTotals(
        MEMBER_TABS.filter((status) => status !== view.status),
        view,
        options,
      ),
    [view.q, view.role, changes, options.redirectOn401],
  );

  // Each answer's counts over the last ones heard: while a new search loads, the old counts stay.
  const [heard, setHeard] = useState<{ page: TabPage | null; counts: Totals | null; totals: Totals }>({
    page: null,
    counts: null,
    totals: {},
  });
  if (page.data !== heard.page || counts.data !== heard.counts) {
    const totals = { ...heard.totals };
    if (counts.data !== heard.counts) Object.assign(totals, counts.data);
    if (page.data && page.data !== heard.page) totals[page.data.status] = page.data.total;
    setHeard({ page: page.data, counts: counts.data, totals });
  }

  return {
    /** The open tab's page once it has arrived (null before, and while another tab's is shown). */
    page: page.data?.status === view.status ? page.data : null,
    /** Whether any page has arrived yet: the first paint shows a skeleton until one has. */
    started: page.data !== null,
    totals: heard.totals,
    isLoading: page.isLoading,
    error: page.error ?? counts.error,
    reload: () => setChanges((n) => n + 1),
  };
}
