import { Suspense, useMemo } from 'react';
import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { formatDate, type AnalyticsDay } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { chartSeries } from '../lib/chart-series';
import { DailyChart } from './daily-chart-loader';

const A = ADMIN_MESSAGES.analytics;

/** The chart's figures day by day, read out by screen readers in place of the canvas. */
const DAY_COLUMNS: TableColumnsType<AnalyticsDay> = [
  { key: 'day', title: A.day, render: (_, day) => formatDate(day.day) },
  { key: 'views', title: A.chartViews, dataIndex: 'views' },
  { key: 'completions', title: A.chartCompletions, dataIndex: 'completions' },
];

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
      <div className="visually-hidden">
        <Table<AnalyticsDay>
          aria-label={summary}
          rowKey="day"
          size="small"
          columns={DAY_COLUMNS}
          dataSource={days}
          pagination={false}
        />
      </div>
    </Card>
  );
}
