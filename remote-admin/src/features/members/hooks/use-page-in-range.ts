import { useEffect } from 'react';
import type { MemberList } from '@academy/common';

interface PagedTable {
  page: number;
  pageSize: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * Back to the last page when the one in the address is past it (its last rows were decided or
 * removed, or a shared link is old): the server answers such a page empty, and antd's pager would
 * show the last page's number over no rows. The address is corrected in place, so Back does not
 * return to the empty page only to be sent on again.
 */
export function usePageInRange(table: PagedTable, list: MemberList | null, loading: boolean): void {
  const last = list ? Math.max(1, Math.ceil(list.total / table.pageSize)) : null;
  const { page, setPage } = table;
  useEffect(() => {
    if (!loading && last !== null && page > last) setPage(last, { replace: true });
  }, [loading, last, page, setPage]);
}
