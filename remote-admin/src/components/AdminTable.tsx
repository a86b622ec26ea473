import { useState, type ReactNode } from 'react';
import type { SortOrder } from '@academy/common';
import { useMediaQuery } from '../lib/use-media-query';
import { AdminCardList } from './AdminCardList';
import { ClippedText } from './ClippedText';
import { EditDeleteButtons } from './EditDeleteButtons';
import { ListLoading } from './ListLoading';
import { Pager } from './Pager';
import './admin-table.css';

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
      <div className="admin-actions admin-actions--tight">
        {before?.(row)}
        <EditDeleteButtons name={nameOf(row)} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
      </div>
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

export interface AdminTableProps<Row> {
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

/** The current page of a list, its rows and the pager's props, whether the server or the list cuts the pages. */
export interface ListPage<Row> {
  shown: Row[];
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

const PAGE_SIZE = 20;
const ACTIONS_TITLE = '작업';
/** Narrower (antd's lg breakpoint, as elsewhere in the admin) a table's columns would not fit: cards. */
const TABLE_QUERY = '(min-width: 992px)';

/** Pressing the sorted column turns its order; another column starts with its largest (newest) first. */
function nextSorting(sorting: TableSorting, key: string): SortOrder {
  if (sorting.key !== key) return 'desc';
  return sorting.order === 'asc' ? 'desc' : 'asc';
}

function usePage<Row>(rows: Row[], pages: ServerPages | undefined): ListPage<Row> {
  const [ownPage, setOwnPage] = useState(1);
  if (pages)
    return {
      shown: rows,
      page: pages.page,
      pageCount: Math.ceil(pages.total / pages.pageSize),
      onChange: pages.onChange,
    };
  const pageCount = Math.ceil(rows.length / PAGE_SIZE);
  // A shorter list (a row deleted, a filter) keeps the reader on its last page, not an empty one.
  const page = Math.max(1, Math.min(ownPage, pageCount));
  return { shown: rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), page, pageCount, onChange: setOwnPage };
}

const columnClass = (column: AdminColumn<unknown>) =>
  [column.nowrap && 'admin-nowrap', column.wideOnly && 'admin-wide-only'].filter(Boolean).join(' ') || undefined;

function SortHeader({ column, sorting }: { column: AdminColumn<unknown>; sorting: TableSorting }) {
  const sortKey = column.sortKey!;
  const order = sorting.key === sortKey ? sorting.order : undefined;
  return (
    <th
      scope="col"
      className={columnClass(column)}
      aria-sort={order ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className="admin-table__sort"
        onClick={() => sorting.onChange(sortKey, nextSorting(sorting, sortKey))}
      >
        {column.title}
        <span className={`admin-table__arrow${order ? ' admin-table__arrow--on' : ''}`} aria-hidden="true">
          {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** From 992 px: a table as wide as the content column, its fixed widths kept and long text cut or wrapped. */
function Table<Row extends { id: string }>({
  label,
  columns,
  actions,
  loading,
  empty,
  className,
  sorting,
  list,
}: AdminTableProps<Row> & { list: ListPage<Row> }) {
  const span = columns.length + (actions ? 1 : 0);
  return (
    <div className={['admin-table', className].filter(Boolean).join(' ')} aria-busy={loading || undefined}>
      <div className="admin-table__frame">
        <table className="admin-table__table" aria-label={label} style={{ tableLayout: 'fixed' }}>
          <colgroup>
            {columns.map((column) => (
              <col
                key={column.key}
                className={column.wideOnly ? 'admin-wide-only' : undefined}
                style={column.width ? { width: column.width } : undefined}
              />
            ))}
            {actions && <col style={{ width: actions.width }} />}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) =>
                sorting && column.sortKey ? (
                  <SortHeader key={column.key} column={column as AdminColumn<unknown>} sorting={sorting} />
                ) : (
                  <th key={column.key} scope="col" className={columnClass(column as AdminColumn<unknown>)}>
                    {column.title}
                  </th>
                ),
              )}
              {actions && (
                <th scope="col" className="admin-table__actions">
                  {ACTIONS_TITLE}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {list.shown.length === 0 ? (
              <tr>
                <td colSpan={span} className="admin-table__empty">
                  {empty}
                </td>
              </tr>
            ) : (
              list.shown.map((row) => (
                <tr key={row.id} data-row-key={row.id}>
                  {columns.map((column) => (
                    <td key={column.key} className={columnClass(column as AdminColumn<unknown>)}>
                      {column.render(row)}
                    </td>
                  ))}
                  {actions && <td className="admin-table__actions">{actions.render(row)}</td>}
                </tr>
              ))
            )}
          </tbody>
        </table>
        <ListLoading loading={loading} />
      </div>
      <Pager
        list={label}
        page={list.page}
        pageCount={list.pageCount}
        onChange={list.onChange}
        className="admin-table__pages"
      />
    </div>
  );
}

/**
 * The lists of /admin/*: a table as wide as the content column and no wider (long text is cut
 * or wrapped, the actions column is never fixed over the others), 20 rows a page; cards on phones
 * and tablets, where a table's columns would not fit. Plain HTML: antd's Table brought half of
 * the admin's antd code for these features.
 */
export function AdminTable<Row extends { id: string }>(props: AdminTableProps<Row>) {
  const wide = useMediaQuery(TABLE_QUERY);
  const list = usePage(props.rows, props.pages);
  return wide ? <Table {...props} list={list} /> : <AdminCardList {...props} list={list} />;
}
