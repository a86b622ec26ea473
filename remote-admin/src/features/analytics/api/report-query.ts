import type { AnalyticsMemberSort, SortOrder } from '@academy/common';

/** What every analytics call is asked for: Seoul calendar days (both included) and a course. */
export interface ReportFilters {
  from: string;
  to: string;
  courseId: string | null;
}

export interface MemberTableQuery {
  q: string;
  sort: AnalyticsMemberSort;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export function reportParams(filters: ReportFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.courseId) params.set('courseId', filters.courseId);
  for (const [key, value] of Object.entries(extra)) if (value !== '') params.set(key, String(value));
  return params.toString();
}

/** The members table as a spreadsheet (the server streams it; the browser saves it under its Korean name). */
export function membersCsvUrl(filters: ReportFilters, q: string): string {
  return `/api/admin/analytics/members.csv?${reportParams(filters, { q: q.trim() })}`;
}
