import { type MemberStatus } from '@academy/common';
import { MEMBER_TABLE, membersUrl, type MemberQuery } from '@academy/common/admin-reads';
import { type CallOptions, useAsyncData } from '@academy/context';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import { getMembers } from '../api/get-members';
import { usePageInRange } from './use-page-in-range';

/** The dashboard tables' sortable columns: the member (name) and the sign-up date. */
const PANEL_SORTS = ['name', 'createdAt'] as const;
export type MemberPanelSort = (typeof PANEL_SORTS)[number];

interface PanelOptions {
  /** Keeps this table's state apart from the other dashboard tabs' in the address (?pendingPage=…). */
  prefix: string;
  status: MemberStatus;
  /** Whether the panel has a search box (its ?<prefix>Q= is read only then). */
  searchable?: boolean;
  requestOptions?: CallOptions;
}

/**
 * A dashboard tab's member table: its page, order and search in the address, and the one page of
 * them the server sends for it, asked again whenever the reader pages, sorts or searches.
 */
export function useMemberPanel({ prefix, status, searchable = false, requestOptions = {} }: PanelOptions) {
  const table = useTableUrlState({ ...MEMBER_TABLE, sortFields: PANEL_SORTS, prefix });
  const query: MemberQuery = {
    status,
    q: searchable ? table.q : undefined,
    sort: table.sort?.field,
    order: table.sort?.order,
    page: table.page,
    pageSize: table.pageSize,
  };
  const list = useAsyncData(() => getMembers(query, requestOptions), [membersUrl(query), requestOptions.redirectOn401]);
  usePageInRange(table, list.data, list.isLoading);
  return { table, list };
}
