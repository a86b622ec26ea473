// What the admin screens read first, by address: the screens build their requests from these, and
// the shell asks for the same URLs as soon as the address is known (common/src/early-reads.ts),
// beside the screens' code instead of after it. A module of its own (`@academy/common/admin-reads`)
// so the bundle every page loads first stays without it. ANALYTICS and isRole from the package's
// entry, so an app sharing @academy/common uses the shared copy.
import { ANALYTICS, isRole, type MemberStatus, type Role } from './index';
import { parseIsoDate } from './iso-date';
import { lastDays } from './korean-days';
import { reportRangeProblem } from './report-range';

/** The member screen's tabs, in the order it shows them: one list each, all asked for together. */
export const MEMBER_LIST_STATUSES = [
  'pending',
  'verified',
  'rejected',
  'all',
] as const satisfies readonly MemberStatus[];

export interface MemberQuery {
  status: MemberStatus;
  /** Matches first name, last name and e-mail on the server. */
  q?: string;
  role?: Role;
}

export function membersUrl({ status, q, role }: MemberQuery): string {
  const params = new URLSearchParams({ status });
  if (q?.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  return `/api/admin/members?${params.toString()}`;
}

/** The member search the address asks for: ?q= and ?role= (an unknown role is no filter). */
export function memberSearchOf(params: URLSearchParams): { q: string; role: Role | undefined } {
  const role = params.get('role');
  return { q: (params.get('q') ?? '').trim(), role: isRole(role) ? role : undefined };
}

/** What every analytics call is asked for: Seoul calendar days (both included) and a course. */
export interface ReportFilters {
  from: string;
  to: string;
  courseId: string | null;
}

/**
 * The report the address asks for (?from=&to=&courseId=; a missing or bad day is the default
 * range's), and why the server would refuse its range (order or length), null when it is fine.
 */
export function reportFiltersOf(
  params: URLSearchParams,
  fallback = lastDays(ANALYTICS.defaultRangeDays),
): { filters: ReportFilters; rangeError: 'order' | 'length' | null } {
  const from = parseIsoDate(params.get('from')) ?? fallback.from;
  const to = parseIsoDate(params.get('to')) ?? fallback.to;
  const courseId = params.get('courseId') || null;
  return { filters: { from, to, courseId }, rangeError: reportRangeProblem(from, to) };
}

export function reportParams(filters: ReportFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.courseId) params.set('courseId', filters.courseId);
  for (const [key, value] of Object.entries(extra)) if (value !== '') params.set(key, String(value));
  return params.toString();
}

export const ANALYTICS_API = '/api/admin/analytics';
/** Every course, for the analytics course filter. */
export const ADMIN_COURSES_URL = '/api/admin/courses';

/** The report's summary, its days (the chart) and its videos, for one range and course. */
export function reportUrls(filters: ReportFilters): { summary: string; daily: string; videos: string } {
  const query = reportParams(filters);
  return {
    summary: `${ANALYTICS_API}/summary?${query}`,
    daily: `${ANALYTICS_API}/daily?${query}`,
    videos: `${ANALYTICS_API}/videos?${query}`,
  };
}

/** The reads an admin screen starts with, for its address (none for a screen not listed here). */
export function adminScreenReads(pathname: string, params: URLSearchParams): string[] {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin/members') {
    const { q, role } = memberSearchOf(params);
    return MEMBER_LIST_STATUSES.map((status) => membersUrl({ status, q, role }));
  }
  if (path === '/admin/analytics') {
    const { filters, rangeError } = reportFiltersOf(params);
    return [ADMIN_COURSES_URL, ...(rangeError ? [] : Object.values(reportUrls(filters)))];
  }
  return [];
}
