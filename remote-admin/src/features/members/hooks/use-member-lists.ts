import { isRole, type MemberList, type Role } from '@academy/common';
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

/** The search the address asks for: ?q= and ?role= (an unknown role is no filter). */
export function memberSearchOf(params: URLSearchParams): { q: string; role: Role | undefined } {
  const role = params.get('role');
  return { q: params.get('q') ?? '', role: isRole(role) ? role : undefined };
}

async function loadLists(q: string, role: Role | undefined, options: RequestOptions): Promise<MemberLists> {
  const lists = await Promise.all(MEMBER_TABS.map((status) => getMembers({ status, q, role }, options)));
  return Object.fromEntries(MEMBER_TABS.map((status, index) => [status, lists[index]])) as MemberLists;
}

/** An answer asked for before the screen was drawn, kept for the screen's first load of the same search. */
let early: { search: string; askedAt: number; lists: Promise<MemberLists> } | undefined;
/** Older than this, an early answer is not taken: the screen asks again. */
const EARLY_ANSWER_MS = 10_000;
const searchKey = (q: string, role: Role | undefined) => `${q}\u0000${role ?? ''}`;

/**
 * Asks for the lists while the screen's code and antd are still downloading, so the rows do not
 * wait for both one after the other; the screen's first load of the same search takes the answer.
 */
export function prefetchMemberLists(params: URLSearchParams): void {
  const { q, role } = memberSearchOf(params);
  const lists = loadLists(q, role, {});
  // A failure is reported by the screen that takes the answer, not as an unhandled rejection.
  lists.catch(() => undefined);
  early = { search: searchKey(q, role), askedAt: Date.now(), lists };
}

function takeEarlyAnswer(q: string, role: Role | undefined): Promise<MemberLists> | undefined {
  const answer = early;
  early = undefined;
  if (!answer || answer.search !== searchKey(q, role) || Date.now() - answer.askedAt > EARLY_ANSWER_MS)
    return undefined;
  return answer.lists;
}

/**
 * Every tab's list for one search, asked for together: the tabs show their counts and switching
 * tabs needs no new request. The server does the filtering (status rules, q, role).
 */
export function useMemberLists(q: string, role: Role | undefined, options: RequestOptions = {}) {
  return useAsyncData<MemberLists>(
    () => (options.redirectOn401 === undefined && takeEarlyAnswer(q, role)) || loadLists(q, role, options),
    [q, role, options.redirectOn401],
  );
}
