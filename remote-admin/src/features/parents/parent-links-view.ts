import { PARENT_LINK_STATUSES, type ParentLinkStatus } from '@academy/common/parents';

/** What the 학부모 tab shows: one status, or every link ('all'). */
export type ParentLinkView = ParentLinkStatus | 'all';

/**
 * ?status= as the tab reads it. Absent is 확인 대기: the requests staff must act on are what the
 * tab is opened for; 전체 is written out (?status=all) so it survives a reload.
 */
export function viewFromParams(params: URLSearchParams): ParentLinkView {
  const status = params.get('status');
  if (status === 'all') return 'all';
  return (PARENT_LINK_STATUSES as readonly string[]).includes(status ?? '') ? (status as ParentLinkStatus) : 'PENDING';
}

/** The address's value for a view: nothing for the default. */
export const paramOfView = (view: ParentLinkView): string | undefined => (view === 'PENDING' ? undefined : view);

/** The API's status filter: none for 전체. */
export const statusOfView = (view: ParentLinkView): ParentLinkStatus | undefined => (view === 'all' ? undefined : view);
