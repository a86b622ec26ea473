import { lazy, Suspense, useMemo } from 'react';
import { Card, Empty } from 'antd';
import { formatDate, MESSAGES, type AnalyticsDay } from '@academy/common';
import { chartSeries } from '../lib/chart-series';

const A = MESSAGES.analytics;

// Chart.js arrives only with this screen, in its own chunk.
const DailyChart = lazy(() => import('./DailyChart'));

/** The chart of daily views and completions, and the same figures as a table for screen readers. */
export function DailyChartCard({ days }: { days: AnalyticsDay[] }) {
  const series = useMemo(() => chartSeries(days), [days]);
  const summary = A.chartSummary(days.length, series.totals.views, series.totals.completions);
  return (
    <Card title={<h2 className="admin-card-title">{A.chartTitle}</h2>} className="admin-card analytics-chart">
      {series.totals.views === 0 && series.totals.completions === 0 ? (
        <Empty description={A.chartEmpty} />
      ) : (
        <Suspense
          fallback={
            <div className="analytics-chart__canvas analytics-chart__loading" aria-busy="true">
              {A.chartLoading}
            </div>
          }
        >
          <DailyChart series={series} summary={summary} />
        </Suspense>
      )}
      <table className="visually-hidden">
        <caption>{summary}</caption>
        <thead>
          <tr>
            <th scope="col">{A.day}</th>
            <th scope="col">{A.chartViews}</th>
            <th scope="col">{A.chartCompletions}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDate(day.day)}</th>
              <td>{day.views}</td>
              <td>{day.completions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
