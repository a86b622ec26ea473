import { useState } from 'react';
import { Tabs } from 'antd';
import { ANALYTICS, ANALYTICS_MEMBER_SORTS, type AnalyticsMemberRow } from '@academy/common';
import { ADMIN_MESSAGES, GUARDIAN_FILTERS, type GuardianFilter } from '@academy/common/admin-messages';
import { useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import { getCourses } from '../api/get-courses';
import { getDaily, getMemberStats, getSummary, getVideoStats } from '../api/get-report';
import { membersCsvUrl, quizResultsCsvUrl } from '../api/report-query';
import { useAnalyticsTab } from '../hooks/use-analytics-tab';
import { useReportFilters } from '../hooks/use-report-filters';
import { DailyChartCard } from './DailyChartCard';
import { MemberDrawer } from './MemberDrawer';
import { MemberStatsTable } from './MemberStatsTable';
import { QuizAnalytics } from './quiz/QuizAnalytics';
import { ReportFiltersBar } from './ReportFiltersBar';
import { SummaryCards } from './SummaryCards';
import { VIDEO_SORTS, VideoStatsTable } from './VideoStatsTable';

const A = ADMIN_MESSAGES.analytics;
const Q = ADMIN_MESSAGES.quiz;
/** Two tables on one screen: each keeps its own state in the address under its own prefix. */
const VIDEO_TABLE = {
  prefix: 'video',
  sortFields: VIDEO_SORTS,
  defaultSort: { field: 'views', order: 'desc' },
} as const;
const MEMBER_TABLE = {
  prefix: 'member',
  sortFields: ANALYTICS_MEMBER_SORTS,
  defaultSort: { field: 'lastActivity', order: 'desc' },
  defaultPageSize: ANALYTICS.membersPageSizeDefault,
  pageSizes: [20, 50, 100],
  // ?memberGuardian=with|without: the members with a confirmed 학부모 link, or without one.
  filters: { guardian: GUARDIAN_FILTERS },
} as const;

/**
 * /admin/analytics: who watched what in a range of days, with a chart, two tables and a CSV export;
 * the 퀴즈 tab has the quiz figures and the results CSV of the same range.
 */
export function AnalyticsPage() {
  const state = useReportFilters();
  const view = useAnalyticsTab();
  const { filters, rangeError } = state;
  const videoTable = useTableUrlState(VIDEO_TABLE);
  const memberTable = useTableUrlState(MEMBER_TABLE);
  const { q: search, sort, page, pageSize } = memberTable;
  const guardian = memberTable.filters.guardian?.[0] as GuardianFilter | undefined;
  const [open, setOpen] = useState<AnalyticsMemberRow | null>(null);
  const key = [filters.from, filters.to, filters.courseId];

  const courses = useAsyncData(getCourses, []);
  const report = useAsyncData(async () => {
    if (rangeError) return null;
    const [summary, days, videos] = await Promise.all([getSummary(filters), getDaily(filters), getVideoStats(filters)]);
    return { summary, days, videos };
  }, [...key, rangeError]);
  // The members table sits below the chart and the videos table: for a new range its request waits
  // for theirs, so the server and the browser give the first screen their whole time.
  const members = useAsyncData(
    report.isLoading
      ? null
      : () =>
          rangeError
            ? Promise.resolve(null)
            : getMemberStats(filters, {
                q: search,
                guardian,
                sort: sort?.field ?? MEMBER_TABLE.defaultSort.field,
                order: sort?.order ?? MEMBER_TABLE.defaultSort.order,
                page,
                pageSize,
              }),
    [...key, rangeError, search, guardian, sort?.field, sort?.order, page, pageSize],
  );

  return (
    <section className="admin-screen analytics" aria-labelledby="analytics-title">
      <ScreenHeader id="analytics-title" title={A.title} lead={A.lead} />
      <ReportFiltersBar state={state} courses={courses.data ?? []} />
      <Tabs
        aria-label={Q.analyticsTabs}
        activeKey={view.tab}
        onChange={view.open}
        items={[
          {
            key: 'learning',
            label: Q.learningTab,
            children: (
              <div className="analytics__body">
                {!rangeError && (
                  <AsyncContent data={report} errorTitle={A.loadFailed} retry>
                    {(value) =>
                      value && (
                        <div className="analytics__body">
                          <SummaryCards summary={value.summary} />
                          <DailyChartCard days={value.days} />
                          <VideoStatsTable rows={value.videos} loading={report.isLoading} table={videoTable} />
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
                          total={value.total}
                          loading={members.isLoading || report.isLoading}
                          table={memberTable}
                          csvUrl={membersCsvUrl(filters, { q: search, guardian })}
                          onOpen={setOpen}
                        />
                      )
                    }
                  </AsyncContent>
                )}
              </div>
            ),
          },
          {
            key: 'quizzes',
            label: Q.analyticsTab,
            // Asked for only once the tab opens: the learning report is what most visits read.
            children: <QuizAnalytics csvUrl={rangeError ? null : quizResultsCsvUrl(filters)} />,
          },
        ]}
      />
      <MemberDrawer member={open} courseId={filters.courseId} onClose={() => setOpen(null)} />
    </section>
  );
}
