import { Card, Table, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { type AnalyticsVideoRow } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { ClippedText } from '../../../components/ClippedText';
import { ELLIPSIS, tableScroll, WIDE_ONLY } from '../../../components/table-columns';
import type { TableUrlState } from '../../../lib/use-table-url-state';

const A = ADMIN_MESSAGES.analytics;

export const VIDEO_SORTS = ['title', 'views', 'viewers', 'completionRate', 'averageFurthest'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

const byNumber = (key: Exclude<VideoSort, 'title'>) => (a: AnalyticsVideoRow, b: AnalyticsVideoRow) => a[key] - b[key];

/** Each video's views in the range and its completion so far; every video is in the answer, so it sorts and pages here. */
export function VideoStatsTable({
  rows,
  loading,
  table,
}: {
  rows: AnalyticsVideoRow[];
  loading: boolean;
  table: TableUrlState<VideoSort, never>;
}) {
  const numeric = (
    key: Exclude<VideoSort, 'title'>,
    title: string,
    width: number,
    format: (row: AnalyticsVideoRow) => string,
  ) => ({
    key,
    title,
    width,
    align: 'right' as const,
    sorter: byNumber(key),
    // Figures: largest first on the first press.
    sortDirections: ['descend', 'ascend'] as SortOrder[],
    sortOrder: table.sortOrderOf(key),
    render: (_: unknown, row: AnalyticsVideoRow) => format(row),
  });
  const columns: TableColumnsType<AnalyticsVideoRow> = [
    {
      key: 'title',
      title: A.video,
      ellipsis: ELLIPSIS,
      sorter: (a, b) => a.title.localeCompare(b.title, 'ko'),
      sortOrder: table.sortOrderOf('title'),
      render: (_, row) => (
        <div className="analytics-title-cell">
          <ClippedText text={row.title} strong />
          {row.courseTitle && <ClippedText text={row.courseTitle} className="admin-muted" />}
        </div>
      ),
    },
    numeric('views', A.views, 104, (row) => row.views.toLocaleString('ko-KR')),
    {
      ...numeric('viewers', A.viewers, 112, (row) => `${row.viewers.toLocaleString('ko-KR')}${A.countSuffix}`),
      responsive: WIDE_ONLY,
    },
    numeric('completionRate', A.completionRate, 96, (row) => `${row.completionRate}%`),
    {
      ...numeric('averageFurthest', A.averageFurthest, 104, (row) => `${row.averageFurthest}%`),
      responsive: WIDE_ONLY,
    },
  ];
  return (
    <Card title={<h2 className="admin-card-title">{A.videosTitle}</h2>} className="admin-card">
      <p className="admin-muted analytics-note">{A.videosNote}</p>
      <Table<AnalyticsVideoRow>
        className="analytics-videos-table"
        aria-label={A.videosTitle}
        rowKey="videoId"
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: <p className="admin-empty">{A.videosEmpty}</p> }}
        pagination={table.pagination()}
        onChange={table.onChange}
        scroll={tableScroll(380)}
        tableLayout="fixed"
      />
    </Card>
  );
}
