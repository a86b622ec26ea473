import { useState } from 'react';
import {
  ANALYTICS,
  MESSAGES,
  type AnalyticsMemberRow,
  type AnalyticsMemberSort,
  type SortOrder,
} from '@academy/common';
import { useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { getCourses } from '../api/get-courses';
import { getDaily, getMemberStats, getSummary, getVideoStats } from '../api/get-report';
import { membersCsvUrl } from '../api/report-query';
import { useReportFilters } from '../hooks/use-report-filters';
import { DailyChartCard } from './DailyChartCard';
import { MemberDrawer } from './MemberDrawer';
import { MemberStatsTable } from './MemberStatsTable';
import { ReportFiltersBar } from './ReportFiltersBar';
import { SummaryCards } from './SummaryCards';
import { VideoStatsTable } from './VideoStatsTable';

const A = MESSAGES.analytics;
const PAGE_SIZE = ANALYTICS.membersPageSizeDefault;

/** /admin/analytics: who watched what in a range of days, with a chart, two tables and a CSV export. */
export function AnalyticsPage() {
  const state = useReportFilters();
  const { filters, rangeError } = state;
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), 300);
  const [sort, setSort] = useState<{ sort: AnalyticsMemberSort; order: SortOrder }>({
    sort: 'lastActivity',
    order: 'desc',
  });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AnalyticsMemberRow | null>(null);
  const key = [filters.from, filters.to, filters.courseId];

  // A new range, course, search or order starts again from the first page.
  const query = JSON.stringify([filters.from, filters.to, filters.courseId, search, sort.sort, sort.order]);
  const [pagedQuery, setPagedQuery] = useState(query);
  if (pagedQuery !== query) {
    setPagedQuery(query);
    setPage(1);
  }

  const courses = useAsyncData(getCourses, []);
  const report = useAsyncData(async () => {
    if (rangeError) return null;
    const [summary, days, videos] = await Promise.all([getSummary(filters), getDaily(filters), getVideoStats(filters)]);
    return { summary, days, videos };
  }, [...key, rangeError]);
  const members = useAsyncData(
    () =>
      rangeError
        ? Promise.resolve(null)
        : getMemberStats(filters, { q: search, sort: sort.sort, order: sort.order, page, pageSize: PAGE_SIZE }),
    [...key, rangeError, search, sort.sort, sort.order, page],
  );

  return (
    <section className="admin-screen analytics" aria-labelledby="analytics-title">
      <ScreenHeader id="analytics-title" title={A.title} lead={A.lead} />
      <ReportFiltersBar state={state} courses={courses.data ?? []} />
      {!rangeError && (
        <AsyncContent data={report} errorTitle={A.loadFailed} retry>
          {(value) =>
            value && (
              <div className="analytics__body">
                <SummaryCards summary={value.summary} />
                <DailyChartCard days={value.days} />
                <VideoStatsTable rows={value.videos} loading={report.isLoading} />
              </div>
            )
          }
        </AsyncContent>
      )}
      {!rangeError && (
        <AsyncContent data={members} errorTitle={A.loadFailed} retry>
          {(value) =>
            value && (
              <MemberStatsTable
                rows={value.items}
                loading={members.isLoading}
                q={q}
                onSearch={setQ}
                sort={sort.sort}
                order={sort.order}
                onSort={(next, order) => setSort({ sort: next, order })}
                pages={{ page, pageSize: PAGE_SIZE, total: value.total, onChange: setPage }}
                csvUrl={membersCsvUrl(filters, search)}
                onOpen={setOpen}
              />
            )
          }
        </AsyncContent>
      )}
      <MemberDrawer member={open} courseId={filters.courseId} onClose={() => setOpen(null)} />
    </section>
  );
}
