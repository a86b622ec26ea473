import type { Breakpoint } from 'antd';
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
