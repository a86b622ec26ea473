import { Button, Card } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { MESSAGES, type AnalyticsMemberRow, type AnalyticsMemberSort, type SortOrder } from '@academy/common';
import { AdminTable, SummaryCell, type AdminColumn, type ServerPages } from '../../../components/AdminTable';
import { DateTimeText } from '../../../components/DateTimeText';
import { SearchBox } from '../../../components/SearchBox';

const A = MESSAGES.analytics;

type Row = AnalyticsMemberRow & { id: string };

interface MemberStatsTableProps {
  rows: AnalyticsMemberRow[];
  loading: boolean;
  q: string;
  onSearch: (q: string) => void;
  sort: AnalyticsMemberSort;
  order: SortOrder;
  onSort: (sort: AnalyticsMemberSort, order: SortOrder) => void;
  pages: ServerPages;
  csvUrl: string;
  onOpen: (row: AnalyticsMemberRow) => void;
}

/** The members' figures, searched, sorted and paged by the server; each opens its details. */
export function MemberStatsTable({
  rows,
  loading,
  q,
  onSearch,
  sort,
  order,
  onSort,
  pages,
  csvUrl,
  onOpen,
}: MemberStatsTableProps) {
  const columns: AdminColumn<Row>[] = [
    {
      key: 'name',
      sortKey: 'name',
      title: A.member,
      render: (row) => <SummaryCell title={row.name || row.email} line={row.name ? row.email : null} />,
    },
    {
      key: 'views',
      sortKey: 'views',
      title: A.views,
      width: 96,
      nowrap: true,
      render: (row) => row.views.toLocaleString('ko-KR'),
    },
    {
      key: 'started',
      sortKey: 'started',
      title: A.started,
      width: 120,
      nowrap: true,
      render: (row) => row.started.toLocaleString('ko-KR'),
    },
    {
      key: 'completed',
      sortKey: 'completed',
      title: A.completedVideos,
      width: 80,
      nowrap: true,
      render: (row) => row.completed.toLocaleString('ko-KR'),
    },
    {
      key: 'percent',
      sortKey: 'percent',
      title: A.percent,
      width: 120,
      nowrap: true,
      render: (row) => `${row.percent}%`,
    },
    {
      key: 'lastActivity',
      sortKey: 'lastActivity',
      title: A.lastActivity,
      width: 140,
      wideOnly: true,
      render: (row) => <DateTimeText value={row.lastActivity} />,
    },
  ];
  return (
    <Card
      title={<h2 className="admin-card-title">{A.membersTitle}</h2>}
      extra={
        <Button icon={<DownloadOutlined />} href={csvUrl} download>
          {A.csv}
        </Button>
      }
      className="admin-card"
    >
      <div className="admin-filters">
        <SearchBox label={A.search} placeholder={A.search} value={q} onChange={onSearch} />
      </div>
      <AdminTable
        label={A.membersTitle}
        columns={columns}
        rows={rows.map((row) => ({ ...row, id: row.userId }))}
        loading={loading}
        empty={<p className="admin-empty">{A.membersEmpty}</p>}
        sorting={{ key: sort, order, onChange: (key, next) => onSort(key as AnalyticsMemberSort, next) }}
        pages={pages}
        actions={{
          width: 84,
          render: (row) => (
            <Button size="small" onClick={() => onOpen(row)} aria-label={`${row.name || row.email} ${A.details}`}>
              {A.details}
            </Button>
          ),
        }}
      />
    </Card>
  );
}
