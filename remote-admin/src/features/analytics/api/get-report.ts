import type {
  AnalyticsDay,
  AnalyticsMemberDetail,
  AnalyticsMemberList,
  AnalyticsSummary,
  AnalyticsVideoRow,
} from '@academy/common';
import { ANALYTICS_API as BASE, reportParams, reportUrls } from '@academy/common/admin-reads';
import { getJson } from '@academy/context';
import type { MemberTableQuery, ReportFilters } from './report-query';

/** An answer of the expected kind, or an error the screen shows (never a half-drawn screen). */
function required<T>(answer: T | null, what: string): T {
  if (answer === null || answer === undefined) throw new Error(`${what}: empty answer`);
  return answer;
}

export async function getSummary(filters: ReportFilters): Promise<AnalyticsSummary> {
  return required(await getJson<AnalyticsSummary>(reportUrls(filters).summary), 'summary');
}

export async function getDaily(filters: ReportFilters): Promise<AnalyticsDay[]> {
  const days = await getJson<AnalyticsDay[]>(reportUrls(filters).daily);
  return Array.isArray(days) ? days : [];
}

export async function getVideoStats(filters: ReportFilters): Promise<AnalyticsVideoRow[]> {
  const rows = await getJson<AnalyticsVideoRow[]>(reportUrls(filters).videos);
  return Array.isArray(rows) ? rows : [];
}

export async function getMemberStats(filters: ReportFilters, query: MemberTableQuery): Promise<AnalyticsMemberList> {
  const list = await getJson<AnalyticsMemberList>(
    `${BASE}/members?${reportParams(filters, { ...query, q: query.q.trim() })}`,
  );
  return {
    items: Array.isArray(list?.items) ? list.items : [],
    total: typeof list?.total === 'number' ? list.total : 0,
  };
}

export async function getMemberDetail(userId: string, courseId: string | null): Promise<AnalyticsMemberDetail> {
  const query = courseId ? `?courseId=${encodeURIComponent(courseId)}` : '';
  return required(
    await getJson<AnalyticsMemberDetail>(`${BASE}/members/${encodeURIComponent(userId)}${query}`),
    'member',
  );
}
