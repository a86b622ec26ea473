import { useState, type ReactNode } from 'react';
import { Grid, Pagination, Select, Space, Spin, Table, type TableColumnsType, type TableProps } from 'antd';
import { MESSAGES, type SortOrder } from '@academy/common';
import { ClippedText } from './ClippedText';
import { EditDeleteButtons } from './EditDeleteButtons';

export interface AdminColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  /** Fixed width in px; the columns without one share what is left of the table's width. */
  width?: number;
  /** Shown in the table only on screens 1200 px and wider; a card always shows it. */
  wideOnly?: boolean;
  /** Kept on one line, never cut (a duration, a short date). */
  nowrap?: boolean;
  /** The column can be sorted by; the key the sort is asked for with. */
  sortKey?: string;
}

/** The list's order, chosen by a column header (or, on cards, a select). */
export interface TableSorting {
  key: string;
  order: SortOrder;
  onChange: (key: string, order: SortOrder) => void;
}

/** Pages the server cuts: `rows` is the current page only. */
export interface ServerPages {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Pages the server cuts: `rows` is the current page only. */
export interface ServerPages {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

export interface RowActions<Row> {
  render: (row: Row) => ReactNode;
  width: number;
}

interface EditDeleteOptions<Row> {
  /** Names a row in its buttons' accessible names ("… 수정", "… 삭제"). */
  nameOf: (row: Row) => string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** Before 수정 (a link to the public page…). */
  before?: (row: Row) => ReactNode;
  width: number;
}

/** The edit and delete buttons of each row. */
export function editDeleteActions<Row>({
  nameOf,
  onEdit,
  onDelete,
  before,
  width,
}: EditDeleteOptions<Row>): RowActions<Row> {
  return {
    width,
    render: (row) => (
      <Space size={4} wrap>
        {before?.(row)}
        <EditDeleteButtons name={nameOf(row)} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
      </Space>
    ),
  };
}

/** A title in bold (two lines at most) with one soft line under it; the whole of each on hover or focus. */
export function SummaryCell({ title, line, lines = 1 }: { title: string; line?: string | null; lines?: 1 | 2 }) {
  return (
    <div className="member-summary">
      <ClippedText text={title} lines={2} strong />
      {line && <ClippedText text={line} lines={lines} className="member-summary__line" />}
    </div>
  );
}

interface AdminTableProps<Row> {
  /** Names the list ("동영상 목록"). */
  label: string;
  columns: AdminColumn<Row>[];
  /** The column that names a row and heads its card on narrow screens; the first by default. */
  headingKey?: string;
  actions?: RowActions<Row>;
  rows: Row[];
  loading: boolean;
  empty: ReactNode;
  className?: string;
  sorting?: TableSorting;
  pages?: ServerPages;
}

const PAGE_SIZE = 20;
const ACTIONS_TITLE = '작업';

const antdOrder = (order: SortOrder) => (order === 'asc' ? 'ascend' : 'descend');

function tableColumns<Row>(
  columns: AdminColumn<Row>[],
  actions: RowActions<Row> | undefined,
  sorting: TableSorting | undefined,
): TableColumnsType<Row> {
  const shown: TableColumnsType<Row> = columns.map((column) => ({
    key: column.sortKey ?? column.key,
    title: column.title,
    width: column.width,
    responsive: column.wideOnly ? ['xl'] : undefined,
    className: column.nowrap ? 'admin-nowrap' : undefined,
    render: (_: unknown, row: Row) => column.render(row),
    ...(sorting && column.sortKey
      ? {
          sorter: true,
          sortDirections: ['descend', 'ascend', 'descend'] as const,
          sortOrder: sorting.key === column.sortKey ? antdOrder(sorting.order) : null,
        }
      : {}),
  }));
  if (actions)
    shown.push({
      key: 'actions',
      title: ACTIONS_TITLE,
      width: actions.width,
      className: 'admin-table__actions',
      render: (_: unknown, row: Row) => actions.render(row),
    });
  return shown;
}

/** On cards there are no headers to press: the order is chosen from a list. */
function CardSort<Row>({ columns, sorting }: { columns: AdminColumn<Row>[]; sorting: TableSorting }) {
  const options = columns
    .filter((column) => column.sortKey)
    .flatMap((column) =>
      (['desc', 'asc'] as const).map((order) => ({
        value: `${column.sortKey}:${order}`,
        label: MESSAGES.admin.sortOption(column.title, order),
      })),
    );
  return (
    <Select
      className="admin-cards__sort"
      aria-label={MESSAGES.admin.sortLabel}
      value={`${sorting.key}:${sorting.order}`}
      options={options}
      onChange={(value: string) => {
        const [key, order] = value.split(':');
        sorting.onChange(key, order as SortOrder);
      }}
    />
  );
}

/** Below 992 px each row is a card: its name, then every other column as a labelled line, then its actions. */
function CardList<Row extends { id: string }>({
  label,
  columns,
  headingKey,
  actions,
  rows,
  loading,
  empty,
  sorting,
  pages,
}: AdminTableProps<Row>) {
  const [ownPage, setOwnPage] = useState(1);
  const heading = columns.find((column) => column.key === headingKey) ?? columns[0];
  const fields = columns.filter((column) => column !== heading);
  const page = pages ? pages.page : ownPage;
  const shown = pages ? rows : rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  if (rows.length === 0) return <div className="admin-cards-empty">{empty}</div>;
  return (
    <Spin spinning={loading}>
      {sorting && <CardSort columns={columns} sorting={sorting} />}
      <ul className="admin-cards" aria-label={label}>
        {shown.map((row) => (
          <li key={row.id} className="admin-cards__item" data-row-key={row.id}>
            <div className="admin-cards__heading">{heading.render(row)}</div>
            <dl className="admin-cards__fields">
              {fields.map((column) => (
                <div key={column.key} className="admin-cards__field">
                  <dt>{column.title}</dt>
                  <dd>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className="admin-cards__actions">{actions.render(row)}</div>}
          </li>
        ))}
      </ul>
      <Pagination
        className="admin-cards__pages"
        current={page}
        pageSize={pages?.pageSize ?? PAGE_SIZE}
        total={pages?.total ?? rows.length}
        onChange={pages?.onChange ?? setOwnPage}
        hideOnSinglePage
        showSizeChanger={false}
        size="small"
      />
    </Spin>
  );
}

/**
 * The lists of /admin/*: a table as wide as the content column and no wider (long text is cut
 * or wrapped, the actions column is never fixed over the others), 20 rows a page; cards on phones
 * and tablets, where a table's columns would not fit.
 */
export function AdminTable<Row extends { id: string }>(props: AdminTableProps<Row>) {
  const screens = Grid.useBreakpoint();
  if (screens.lg === false) return <CardList {...props} />;
  const { label, columns, actions, rows, loading, empty, className, sorting, pages } = props;
  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, { action }) => {
    if (action !== 'sort' || !sorting || Array.isArray(sorter)) return;
    const key = String(sorter.columnKey ?? sorting.key);
    // A third press would clear the order; the list always has one, so it turns back instead.
    sorting.onChange(
      key,
      sorter.order === 'ascend'
        ? 'asc'
        : sorter.order === 'descend'
          ? 'desc'
          : sorting.order === 'asc'
            ? 'desc'
            : 'asc',
    );
  };
  return (
    <Table<Row>
      rowKey="id"
      className={['admin-table', className].filter(Boolean).join(' ')}
      aria-label={label}
      columns={tableColumns(columns, actions, sorting)}
      dataSource={rows}
      loading={loading}
      size="middle"
      tableLayout="fixed"
      onChange={onChange}
      pagination={
        pages
          ? {
              current: pages.page,
              pageSize: pages.pageSize,
              total: pages.total,
              onChange: pages.onChange,
              hideOnSinglePage: true,
              showSizeChanger: false,
            }
          : { pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }
      }
      locale={{ emptyText: empty }}
    />
  );
}
