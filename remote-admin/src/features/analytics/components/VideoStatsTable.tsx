import { useMemo, useState } from 'react';
import { Card } from 'antd';
import { MESSAGES, type AnalyticsVideoRow, type SortOrder } from '@academy/common';
import { AdminTable, SummaryCell, type AdminColumn } from '../../../components/AdminTable';

const A = MESSAGES.analytics;

type Row = AnalyticsVideoRow & { id: string };
type SortKey = 'title' | 'views' | 'viewers' | 'completionRate' | 'averageFurthest';

function compare(key: SortKey, a: Row, b: Row): number {
  return key === 'title' ? a.title.localeCompare(b.title, 'ko') : a[key] - b[key];
}

/** Each video's views in the range and its completion so far; every video is in the answer, so it sorts here. */
export function VideoStatsTable({ rows, loading }: { rows: AnalyticsVideoRow[]; loading: boolean }) {
  const [sort, setSort] = useState<{ key: SortKey; order: SortOrder }>({ key: 'views', order: 'desc' });
  const sorted = useMemo(() => {
    const withIds = rows.map((row) => ({ ...row, id: row.videoId }));
    const direction = sort.order === 'asc' ? 1 : -1;
    return withIds.sort((a, b) => compare(sort.key, a, b) * direction || a.title.localeCompare(b.title, 'ko'));
  }, [rows, sort]);
  const columns: AdminColumn<Row>[] = [
    {
      key: 'title',
      sortKey: 'title',
      title: A.video,
      render: (row) => <SummaryCell title={row.title} line={row.courseTitle} />,
    },
    {
      key: 'views',
      sortKey: 'views',
      title: A.views,
      width: 104,
      nowrap: true,
      render: (row) => row.views.toLocaleString('ko-KR'),
    },
    {
      key: 'viewers',
      sortKey: 'viewers',
      title: A.viewers,
      width: 120,
      nowrap: true,
      render: (row) => `${row.viewers.toLocaleString('ko-KR')}${A.countSuffix}`,
    },
    {
      key: 'completionRate',
      sortKey: 'completionRate',
      title: A.completionRate,
      width: 104,
      nowrap: true,
      render: (row) => `${row.completionRate}%`,
    },
    {
      key: 'averageFurthest',
      sortKey: 'averageFurthest',
      title: A.averageFurthest,
      width: 120,
      nowrap: true,
      render: (row) => `${row.averageFurthest}%`,
    },
  ];
  return (
    <Card title={<h2 className="admin-card-title">{A.videosTitle}</h2>} className="admin-card">
      <p className="admin-muted analytics-note">{A.videosNote}</p>
      <AdminTable
        label={A.videosTitle}
        columns={columns}
        rows={sorted}
        loading={loading}
        empty={<p className="admin-empty">{A.videosEmpty}</p>}
        sorting={{
          key: sort.key,
          order: sort.order,
          onChange: (key, order) => setSort({ key: key as SortKey, order }),
        }}
      />
    </Card>
  );
}
