import type {
  AnalyticsDay,
  AnalyticsMemberDetail,
  AnalyticsMemberList,
  AnalyticsSummary,
  AnalyticsVideoRow,
} from '@academy/common';
import { api } from '@academy/context';
import { reportQuery, type MemberTableQuery, type ReportFilters } from './report-query';

/** An answer of the expected kind, or an error the screen shows (never a half-drawn screen). */
function required<T>(answer: T | null, what: string): T {
  if (answer === null || answer === undefined) throw new Error(`${what}: empty answer`);
  return answer;
}

export async function getSummary(filters: ReportFilters): Promise<AnalyticsSummary> {
  return required(await api.get('/admin/analytics/summary', { params: { query: reportQuery(filters) } }), 'summary');
}

export async function getDaily(filters: ReportFilters): Promise<AnalyticsDay[]> {
  const days = await api.get('/admin/analytics/daily', { params: { query: reportQuery(filters) } });
  return Array.isArray(days) ? days : [];
}

export async function getVideoStats(filters: ReportFilters): Promise<AnalyticsVideoRow[]> {
  const rows = await api.get('/admin/analytics/videos', { params: { query: reportQuery(filters) } });
  return Array.isArray(rows) ? rows : [];
}

export async function getMemberStats(filters: ReportFilters, query: MemberTableQuery): Promise<AnalyticsMemberList> {
  const list = await api.get('/admin/analytics/members', {
    params: { query: { ...reportQuery(filters), ...query, q: query.q.trim() || undefined } },
  });
  return {
    items: Array.isArray(list?.items) ? list.items : [],
    total: typeof list?.total === 'number' ? list.total : 0,
  };
}

export async function getMemberDetail(userId: string, courseId: string | null): Promise<AnalyticsMemberDetail> {
  return required(
    await api.get('/admin/analytics/members/{id}', {
      params: { path: { id: userId }, query: { courseId: courseId || undefined } },
    }),
    'member',
  );
}
