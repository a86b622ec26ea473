import type { MemberList, Role } from '@academy/common';
import { MEMBER_LIST_STATUSES } from '@academy/common/admin-reads';
import { type CallOptions, useAsyncData } from '@academy/context';
import { getMembers } from '../api/get-members';

/** The tabs of the member list, in the order the screen shows them. */
export const MEMBER_TABS = MEMBER_LIST_STATUSES;
export type MemberTab = (typeof MEMBER_TABS)[number];

export const MEMBER_TAB_LABELS: Record<MemberTab, string> = {
  pending: '승인 대기',
  verified: '인증 회원',
  rejected: '거절됨',
  all: '전체',
};

export type MemberLists = Record<MemberTab, MemberList>;

async function loadLists(q: string, role: Role | undefined, options: CallOptions): Promise<MemberLists> {
  const lists = await Promise.all(MEMBER_TABS.map((status) => getMembers({ status, q, role }, options)));
  return Object.fromEntries(MEMBER_TABS.map((status, index) => [status, lists[index]])) as MemberLists;
}

/**
 * Every tab's list for one search, asked for together: the tabs show their counts and switching
 * tabs needs no new request. The server does the filtering (status rules, q, role). Opened at
 * /admin/members, the first load takes the answers the shell asked for beside the screen's code.
 */
export function useMemberLists(q: string, role: Role | undefined, options: CallOptions = {}) {
  return useAsyncData<MemberLists>(() => loadLists(q, role, options), [q, role, options.redirectOn401]);
}
