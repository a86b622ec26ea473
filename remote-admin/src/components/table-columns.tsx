import type { ReactNode } from 'react';
import { Space, type Breakpoint, type TableColumnType } from 'antd';
import { formatDate } from '@academy/common';
import type { TableUrlState } from '../lib/use-table-url-state';
import { ClippedText } from './ClippedText';

/**
 * How every admin list fits a phone (390 px): columns that are not needed to tell rows apart or to
 * act on them carry `responsive: WIDE_ONLY` and leave below antd's md breakpoint (768 px); the key
 * column and the actions column never leave. The table alone scrolls sideways if what is left is
 * still wider than the screen (`scroll={{ x: tableMinWidth }}`), never the page.
 */
export const WIDE_ONLY: Breakpoint[] = ['md'];

/** The table's `scroll`: at least `minWidth` px wide, as wide as its container when that is wider. */
export const tableScroll = (minWidth: number) => ({ x: minWidth });

/**
 * A column's `ellipsis`: antd cuts the cell to one line; the cell's own title tooltip is off because
 * `ellipsisText` draws one that keyboard focus reaches too.
 */
export const ELLIPSIS = { showTitle: false } as const;

/** A long name, e-mail or title cut to its cell: the whole text in a tooltip on hover and on focus. */
export const ellipsisText = (text: string | null | undefined) => (text ? <ClippedText text={text} /> : null);

/** Text as every list sorts it: Korean collation. */
export const byText = (a: string, b: string) => a.localeCompare(b, 'ko');

/** What a column needs of the table's URL state to show its sort arrow. */
type SortedBy<Field extends string> = Pick<TableUrlState<Field, string>, 'sortOrderOf'>;

interface TitleColumnOptions<Row> {
  /** The sort field and the column's key. */
  key: string;
  title: string;
  /** The bold first line, which the column sorts by. */
  name: (row: Row) => string;
  /** The softer second line, when the row has one. */
  soft?: (row: Row) => string | null | undefined;
  /** The cell's class: `<cell>` on the cell, `<cell>__soft` on the second line. */
  cell: string;
  /** More lines under the two (a row's failure, an address). */
  extra?: (row: Row) => ReactNode;
}

/**
 * The column that names a row: never leaves on a phone, cut to its cell, the name in bold over a
 * softer line, sorted by the name in the URL state.
 */
export function titleColumn<Row, Field extends string>(
  table: SortedBy<Field>,
  { key, title, name, soft, cell, extra }: TitleColumnOptions<Row> & { key: Field },
): TableColumnType<Row> {
  return {
    key,
    title,
    ellipsis: ELLIPSIS,
    sorter: (a, b) => byText(name(a), name(b)),
    sortOrder: table.sortOrderOf(key),
    render: (_, row) => {
      const second = soft?.(row);
      return (
        <div className={cell}>
          <ClippedText text={name(row)} strong />
          {second && <ClippedText text={second} className={`${cell}__soft`} />}
          {extra?.(row)}
        </div>
      );
    },
  };
}

/** When the row was made: sorted in the URL state, left out on a phone; a day unless `format` says otherwise. */
export function createdAtColumn<Row extends { createdAt: string }>(
  table: SortedBy<'createdAt'>,
  {
    title = '등록일',
    width = 136,
    format = formatDate,
  }: { title?: string; width?: number; format?: (iso: string) => string } = {},
): TableColumnType<Row> {
  return {
    key: 'createdAt',
    title,
    width,
    responsive: WIDE_ONLY,
    sorter: (a, b) => byText(a.createdAt, b.createdAt),
    sortOrder: table.sortOrderOf('createdAt'),
    render: (_, row) => format(row.createdAt),
  };
}

/** A text column cut to its cell and left out on a phone. */
export function clippedColumn<Row>(
  key: string,
  title: string,
  text: (row: Row) => string,
  width?: number,
): TableColumnType<Row> {
  return {
    key,
    title,
    ...(width !== undefined && { width }),
    responsive: WIDE_ONLY,
    ellipsis: ELLIPSIS,
    render: (_, row) => <ClippedText text={text(row)} />,
  };
}

/** The row's buttons, last and on every screen. */
export function actionsColumn<Row>(width: number, buttons: (row: Row) => ReactNode): TableColumnType<Row> {
  return { key: 'actions', title: '작업', width, render: (_, row) => <Space size={4}>{buttons(row)}</Space> };
}

/** A list whose page, sort and filters live in the address: rows keyed by id, paged and scrolled as every list is. */
export function pagedInUrl<Field extends string, Filters extends string>(
  table: Pick<TableUrlState<Field, Filters>, 'pagination' | 'onChange'>,
  minWidth: number,
) {
  return {
    rowKey: 'id',
    pagination: table.pagination(),
    onChange: table.onChange,
    scroll: tableScroll(minWidth),
  } as const;
}
