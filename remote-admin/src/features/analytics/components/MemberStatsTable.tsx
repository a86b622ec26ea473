import { Button, Card, Input, Table, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { DownloadOutlined } from '@ant-design/icons';
import { type AnalyticsMemberRow, type AnalyticsMemberSort } from '@academy/common';
import { ADMIN_MESSAGES, type GuardianFilter as GuardianChoice } from '@academy/common/admin-messages';
import { ClippedText } from '../../../components/ClippedText';
import { DateTimeText } from '../../../components/DateTimeText';
import { ELLIPSIS, tableScroll, WIDE_ONLY } from '../../../components/table-columns';
import { useSearchText } from '../../../lib/use-search-text';
import type { TableUrlState } from '../../../lib/use-table-url-state';
import { GuardianFilter } from './GuardianFilter';

const A = ADMIN_MESSAGES.analytics;
const SORT_DOWN_FIRST: SortOrder[] = ['descend', 'ascend'];
const SORT_UP_FIRST: SortOrder[] = ['ascend', 'descend'];

interface MemberStatsTableProps {
  rows: AnalyticsMemberRow[];
  total: number;
  loading: boolean;
  table: TableUrlState<AnalyticsMemberSort, 'guardian'>;
  csvUrl: string;
  onOpen: (row: AnalyticsMemberRow) => void;
}

/** The members' figures, searched, filtered, sorted and paged by the server; each opens its details. */
export function MemberStatsTable({ rows, total, loading, table, csvUrl, onOpen }: MemberStatsTableProps) {
  const [text, setText] = useSearchText(table.q, table.setSearch);
  // Figures sort largest (latest) first on the first press; names from 가 on.
  const sortable = (key: AnalyticsMemberSort) => ({
    key,
    sorter: true,
    sortOrder: table.sortOrderOf(key),
    sortDirections: key === 'name' || key === 'email' ? SORT_UP_FIRST : SORT_DOWN_FIRST,
  });
  const count = (key: 'views' | 'started' | 'completed') => (_: unknown, row: AnalyticsMemberRow) =>
    row[key].toLocaleString('ko-KR');
  const columns: TableColumnsType<AnalyticsMemberRow> = [
    {
      ...sortable('name'),
      title: A.member,
      ellipsis: ELLIPSIS,
      render: (_, row) => (
        <div className="analytics-title-cell">
          <ClippedText text={row.name || row.email} strong />
          {row.name && <ClippedText text={row.email} className="admin-muted" />}
        </div>
      ),
    },
    { ...sortable('views'), title: A.views, width: 96, align: 'right', responsive: WIDE_ONLY, render: count('views') },
    {
      ...sortable('started'),
      title: A.started,
      width: 120,
      align: 'right',
      responsive: WIDE_ONLY,
      render: count('started'),
    },
    {
      ...sortable('completed'),
      title: A.completedVideos,
      width: 80,
      align: 'right',
      responsive: WIDE_ONLY,
      render: count('completed'),
    },
    { ...sortable('percent'), title: A.percent, width: 120, align: 'right', render: (_, row) => `${row.percent}%` },
    {
      ...sortable('lastActivity'),
      title: A.lastActivity,
      width: 140,
      responsive: WIDE_ONLY,
      render: (_, row) => <DateTimeText value={row.lastActivity} />,
    },
    {
      key: 'actions',
      title: '작업',
      width: 84,
      className: 'admin-table__actions',
      render: (_, row) => (
        <Button size="small" onClick={() => onOpen(row)} aria-label={`${row.name || row.email} ${A.details}`}>
          {A.details}
        </Button>
      ),
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
        <Input.Search
          className="admin-filters__search"
          aria-label={A.search}
          placeholder={A.search}
          allowClear
          enterButton={ADMIN_MESSAGES.admin.searchSubmit}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => table.setSearch(value)}
        />
        <GuardianFilter
          value={table.filters.guardian?.[0] as GuardianChoice | undefined}
          onChange={(choice) => table.setFilter('guardian', choice && [choice])}
        />
      </div>
      <Table<AnalyticsMemberRow>
        className="analytics-members-table"
        aria-label={A.membersTitle}
        rowKey="userId"
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: <p className="admin-empty">{A.membersEmpty}</p> }}
        pagination={table.pagination(total)}
        onChange={table.onChange}
        scroll={tableScroll(380)}
        tableLayout="fixed"
      />
    </Card>
  );
}
