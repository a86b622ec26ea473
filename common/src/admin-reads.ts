// What the admin screens read first, by address: the screens build their requests from these, and
// the shell asks for the same URLs as soon as the address is known (common/src/early-reads.ts),
// beside the screens' code instead of after it. A module of its own (`@academy/common/admin-reads`)
// so the bundle every page loads first stays without it. ANALYTICS, isRole and the member list's
// constants from the package's entry, so an app sharing @academy/common uses the shared copy.
import {
  ANALYTICS,
  isRole,
  MEMBER_PAGE,
  MEMBER_SORTS,
  SORT_ORDERS,
  type MemberSort,
  type MemberStatus,
  type Role,
  type SortOrder,
} from './index';
import { parseIsoDate } from './iso-date';
import { lastDays } from './korean-days';
import { reportRangeProblem } from './report-range';

/** The member screen's tabs, in the order it shows them: the open one's page, the others' counts. */
export const MEMBER_LIST_STATUSES = [
  'pending',
  'verified',
  'rejected',
  'all',
] as const satisfies readonly MemberStatus[];
export type MemberListStatus = (typeof MEMBER_LIST_STATUSES)[number];

/**
 * How the member tables keep their page and order in the address (remote-admin's table state is
 * given these, and memberViewOf reads an address by the same rules): newest first unless the reader
 * chose another order, and no page larger than the server sends.
 */
export const MEMBER_TABLE = {
  sortFields: MEMBER_SORTS,
  defaultSort: { field: 'createdAt', order: 'desc' },
  pageSizes: [10, 20, 50, MEMBER_PAGE.sizeMax],
  defaultPageSize: MEMBER_PAGE.sizeDefault,
} as const satisfies {
  sortFields: readonly MemberSort[];
  defaultSort: { field: MemberSort; order: SortOrder };
  pageSizes: readonly number[];
  defaultPageSize: number;
};

export interface MemberQuery {
  status: MemberStatus;
  /** Matches first name, last name and e-mail on the server. */
  q?: string;
  role?: Role;
  sort?: MemberSort;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
}

/** The list's address; its parameters in this order, each only when given. */
export function membersUrl({ status, q, role, sort, order, page, pageSize }: MemberQuery): string {
  const params = new URLSearchParams({ status });
  if (q?.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  if (sort) params.set('sort', sort);
  if (order) params.set('order', order);
  if (page !== undefined) params.set('page', String(page));
  if (pageSize !== undefined) params.set('pageSize', String(pageSize));
  return `/api/admin/members?${params.toString()}`;
}

/** The member search the address asks for: ?q= and ?role= (an unknown role is no filter). */
export function memberSearchOf(params: URLSearchParams): { q: string; role: Role | undefined } {
  // The first allowed value, as the table's role filter reads it.
  const role = params.getAll('role').find(isRole);
  return { q: (params.get('q') ?? '').trim(), role };
}

/** What the member screen shows: a tab, its search, and the page and order of its table. */
export interface MemberView {
  status: MemberListStatus;
  q: string;
  role: Role | undefined;
  /** Undefined when the reader turned the order off (?sort=none): the server's own then. */
  sort: { field: MemberSort; order: SortOrder } | undefined;
  page: number;
  pageSize: number;
}

/** 1 to 999999 written as digits, else undefined (the table state's rule for page numbers). */
function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/**
 * The member screen's view for its address, read as its table state reads it
 * (remote-admin/src/lib/use-table-url-state.ts with MEMBER_TABLE): anything unreadable is its default.
 */
export function memberViewOf(params: URLSearchParams): MemberView {
  const status = MEMBER_LIST_STATUSES.find((tab) => tab === params.get('status')) ?? 'pending';
  const size = positiveInt(params.get('pageSize'));
  const field = MEMBER_SORTS.find((sortable) => sortable === params.get('sort'));
  const order = SORT_ORDERS.find((known) => known === params.get('order'));
  const sort: MemberView['sort'] =
    params.get('sort') === 'none' ? undefined : field && order ? { field, order } : MEMBER_TABLE.defaultSort;
  return {
    status,
    ...memberSearchOf(params),
    sort,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize:
      size && (MEMBER_TABLE.pageSizes as readonly number[]).includes(size) ? size : MEMBER_TABLE.defaultPageSize,
  };
}

/** The page of the open tab the table shows, in its order. */
export function memberPageQuery({ status, q, role, sort, page, pageSize }: MemberView): MemberQuery {
  return { status, q, role, sort: sort?.field, order: sort?.order, page, pageSize };
}

/** A tab's count alone: one row, whose `total` is the number the tab shows. */
export function memberCountQuery(status: MemberStatus, q: string, role: Role | undefined): MemberQuery {
  return { status, q, role, pageSize: 1 };
}

/** The member screen's first reads: the open tab's page, then a count for each other tab. */
export function memberScreenQueries(view: MemberView): MemberQuery[] {
  return [
    memberPageQuery(view),
    ...MEMBER_LIST_STATUSES.filter((status) => status !== view.status).map((status) =>
      memberCountQuery(status, view.q, view.role),
    ),
  ];
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
    return memberScreenQueries(memberViewOf(params)).map(membersUrl);
  }
  if (path === '/admin/analytics') {
    const { filters, rangeError } = reportFiltersOf(params);
    return [ADMIN_COURSES_URL, ...(rangeError ? [] : Object.values(reportUrls(filters)))];
  }
  return [];
}
