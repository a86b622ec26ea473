import type { MemberList, Role } from '@academy/common';
import { type RequestOptions, useAsyncData } from '@academy/context';
import { getMembers } from '../api/get-members';

/** The tabs of the member list, in the order the screen shows them. */
export const MEMBER_TABS = ['pending', 'verified', 'rejected', 'all'] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

export const MEMBER_TAB_LABELS: Record<MemberTab, string> = {
  pending: '승인 대기',
  verified: '인증 회원',
  rejected: '거절됨',
  all: '전체',
};

export type MemberLists = Record<MemberTab, MemberList>;

/**
 * Every tab's list for one search, asked for together: the tabs show their counts and switching
 * tabs needs no new request. The server does the filtering (status rules, q, role).
 */
export function useMemberLists(q: string, role: Role | undefined, options: RequestOptions = {}) {
  return useAsyncData<MemberLists>(async () => {
    const lists = await Promise.all(MEMBER_TABS.map((status) => getMembers({ status, q, role }, options)));
    return Object.fromEntries(MEMBER_TABS.map((status, index) => [status, lists[index]])) as MemberLists;
  }, [q, role, options.redirectOn401]);
}
