import type { AnalyticsMemberSort, SortOrder } from '@academy/common';
import type { GuardianFilter } from '@academy/common/admin-messages';
import type { ReportFilters } from '@academy/common/admin-reads';
import { apiUrl } from '@academy/context';

export type { ReportFilters };

/** Which members the table holds beyond the report's range: a search, and whether a guardian is linked. */
export interface MemberChoice {
  q: string;
  guardian?: GuardianFilter;
}

export interface MemberTableQuery extends MemberChoice {
  sort: AnalyticsMemberSort;
  order: SortOrder;
  page: number;
  pageSize: number;
}

/**
 * What every analytics call is asked for: the days and, when one is chosen, the course. The same
 * query as the shell's early reads (reportParams in @academy/common/admin-reads).
 */
export function reportQuery({ from, to, courseId }: ReportFilters): { from: string; to: string; courseId?: string } {
  return { from, to, courseId: courseId || undefined };
}

/** The members table as a spreadsheet (the server streams it; the browser saves it under its Korean name). */
export function membersCsvUrl(filters: ReportFilters, { q, guardian }: MemberChoice): string {
  return apiUrl('/admin/analytics/members.csv', {
    query: { ...reportQuery(filters), q: q.trim() || undefined, guardian },
  });
}

/** Every quiz attempt in the range (and course) as a spreadsheet, one row per attempt. */
export function quizResultsCsvUrl(filters: ReportFilters): string {
  return apiUrl('/admin/quiz-results.csv', { query: reportQuery(filters) });
}
