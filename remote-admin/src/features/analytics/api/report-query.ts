import type { AnalyticsMemberSort, SortOrder } from '@academy/common';
import { ANALYTICS_API, reportParams, type ReportFilters } from '@academy/common/admin-reads';

export type { ReportFilters };

export interface MemberTableQuery {
  q: string;
  sort: AnalyticsMemberSort;
  order: SortOrder;
  page: number;
  pageSize: number;
}

/** The members table as a spreadsheet (the server streams it; the browser saves it under its Korean name). */
export function membersCsvUrl(filters: ReportFilters, q: string): string {
  return `${ANALYTICS_API}/members.csv?${reportParams(filters, { q: q.trim() })}`;
}
