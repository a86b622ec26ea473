import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Key } from 'react';
import type { FilterValue, SortOrder as AntdSortOrder, TableAction } from 'antd/es/table/interface';
import type { TablePaginationConfig } from 'antd';
import { type SortOrder } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';

/** A list's order as the URL keeps it. */
export interface TableSort<Field extends string> {
  field: Field;
  order: SortOrder;
}

/** Each filter's allowed values; a value outside them in the URL is dropped. */
export type FilterOptions<Filters extends string> = Record<Filters, readonly string[]>;

export interface TableUrlStateOptions<Field extends string, Filters extends string> {
  /** The columns the list may be sorted by; any other `sort` in the URL is ignored. */
  sortFields?: readonly Field[];
  /** The order when the URL names none (or a bad one). */
  defaultSort?: TableSort<Field>;
  filters?: FilterOptions<Filters>;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Put before each parameter's name, so two tables on one screen keep apart states ("video" → videoPage). */
  prefix?: string;
}

export interface TableUrlState<Field extends string, Filters extends string> {
  page: number;
  pageSize: number;
  sort: TableSort<Field> | undefined;
  /** The chosen values of each filter (only the allowed ones; absent when none is chosen). */
  filters: Partial<Record<Filters, string[]>>;
  q: string;
  /** A new search starts on page 1. */
  setSearch: (q: string) => void;
  /** `replace`: a correction the reader did not ask for (a page past the last), no history entry of its own. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setFilter: (name: Filters, values: string[] | undefined) => void;
  /** Back to the defaults (the parameters of other screens' state are kept). */
  reset: () => void;
  /** antd Table's `pagination`; give `total` when the server cuts the pages. */
  pagination: (total?: number) => TablePaginationConfig;
  /** antd Table's `onChange` (for a Table of any row type): paging, sorting and filtering all write the URL. */
  onChange: TableChange;
  /** A column's controlled `sortOrder`. */
  sortOrderOf: (field: Field) => AntdSortOrder;
  /** A column's controlled `filteredValue`. */
  filteredValueOf: (name: Filters) => string[] | null;
}

/** The parts of antd's sorter answer this hook reads; any Table's `SorterResult<Row>` is one. */
interface SorterLike {
  columnKey?: Key;
  field?: Key | readonly Key[];
  order?: AntdSortOrder;
}

/** antd Table's `onChange`, accepting what a Table of any row type passes. */
export type TableChange = (
  pagination: TablePaginationConfig,
  filters: Record<string, FilterValue | null>,
  sorter: SorterLike | SorterLike[],
  extra: { action: TableAction },
) => void;

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

const toAntd = (order: SortOrder): AntdSortOrder => (order === 'asc' ? 'ascend' : 'descend');
const fromAntd = (order: AntdSortOrder | undefined): SortOrder | undefined =>
  order === 'ascend' ? 'asc' : order === 'descend' ? 'desc' : undefined;

/** A parameter's name in the URL: `page`, or `videoPage` under the prefix `video`. */
const paramName = (prefix: string | undefined, key: string) =>
  prefix ? `${prefix}${key[0].toUpperCase()}${key.slice(1)}` : key;

/** `sort=none`: the reader turned the default order off. */
const NO_SORT = 'none';

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

interface ParsedState<Field extends string, Filters extends string> {
  page: number;
  pageSize: number;
  sort: TableSort<Field> | undefined;
  filters: Partial<Record<Filters, string[]>>;
  q: string;
}

/** Reads the state from the URL; anything unreadable or not allowed is its default, never an error. */
export function readTableState<Field extends string, Filters extends string>(
  params: URLSearchParams,
  options: TableUrlStateOptions<Field, Filters>,
): ParsedState<Field, Filters> {
  const name = (key: string) => paramName(options.prefix, key);
  const sizes = options.pageSizes ?? DEFAULT_PAGE_SIZES;
  const defaultSize = options.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const size = positiveInt(params.get(name('pageSize')));

  const field = params.get(name('sort'));
  const order = params.get(name('order'));
  const sortable = (options.sortFields ?? []) as readonly string[];
  const sort: TableSort<Field> | undefined =
    field === NO_SORT
      ? undefined
      : field && sortable.includes(field) && (order === 'asc' || order === 'desc')
        ? { field: field as Field, order }
        : options.defaultSort;

  const filters: Partial<Record<Filters, string[]>> = {};
  for (const [filter, allowed] of Object.entries(options.filters ?? {}) as [Filters, readonly string[]][]) {
    const values = [...new Set(params.getAll(name(filter)).filter((value) => allowed.includes(value)))];
    if (values.length) filters[filter] = values;
  }

  return {
    page: positiveInt(params.get(name('page'))) ?? 1,
    pageSize: size && sizes.includes(size) ? size : defaultSize,
    sort,
    filters,
    q: (params.get(name('q')) ?? '').trim(),
  };
}

type Changes = Partial<{
  page: number;
  pageSize: number;
  sort: TableSort<string> | null;
  filters: Partial<Record<string, string[] | undefined>>;
  q: string;
}>;

/**
 * One list's page, page size, order, filters and search, kept in the query string so back,
 * forward, a reload and a shared link show the same view. Each change is a new history entry.
 * Defaults are left out of the URL; other parameters (a tab, an open drawer) are kept.
 */
export function useTableUrlState<Field extends string = string, Filters extends string = never>(
  options: TableUrlStateOptions<Field, Filters> = {},
): TableUrlState<Field, Filters> {
  const [params, setParams] = useSearchParams();
  // Options are written inline by callers: their contents, not their identity, decide the state.
  const optionsKey = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableOptions = useMemo(() => options, [optionsKey]);
  const state = readTableState(params, stableOptions);
  const paramsKey = params.toString();
  // react-router hands a functional update the params of the last render: two changes before the
  // next render (a sort, then at once a page) would lose the first. A change starts from the one
  // written before it until the next render shows it.
  const unrendered = useRef<URLSearchParams | null>(null);
  useLayoutEffect(() => {
    unrendered.current = null;
  }, [params]);

  const write = useCallback(
    (changes: Changes, { replace = false } = {}) => {
      const current = unrendered.current ?? params;
      const next = new URLSearchParams(current);
      const before = readTableState(current, stableOptions);
      const name = (key: string) => paramName(stableOptions.prefix, key);
      const set = (key: string, value: string | undefined) =>
        value === undefined ? next.delete(name(key)) : next.set(name(key), value);

      const pageSize = changes.pageSize ?? before.pageSize;
      set('pageSize', pageSize === (stableOptions.defaultPageSize ?? DEFAULT_PAGE_SIZE) ? undefined : String(pageSize));

      if (changes.sort !== undefined) {
        const sort = changes.sort ?? undefined;
        const isDefault =
          sort?.field === stableOptions.defaultSort?.field && sort?.order === stableOptions.defaultSort?.order;
        set('sort', sort && !isDefault ? sort.field : undefined);
        set('order', sort && !isDefault ? sort.order : undefined);
        // No sort chosen while the list has a default one: say so, or the default would come back.
        if (!sort && stableOptions.defaultSort) {
          set('sort', NO_SORT);
          set('order', undefined);
        }
      }
      for (const [filter, values] of Object.entries(changes.filters ?? {})) {
        next.delete(name(filter));
        for (const value of values ?? []) next.append(name(filter), value);
      }
      if (changes.q !== undefined) set('q', changes.q.trim() || undefined);

      // A new order, filter or search shows its first page.
      const restart = changes.sort !== undefined || changes.filters !== undefined || changes.q !== undefined;
      const page = changes.page ?? (restart ? 1 : before.page);
      set('page', page > 1 ? String(page) : undefined);
      unrendered.current = next;
      setParams(next, { replace });
    },
    [params, setParams, stableOptions],
  );

  const onChange = useCallback<TableChange>(
    (pagination, filters, sorter, extra) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const order = fromAntd(one?.order);
      const field = one?.columnKey ?? one?.field;
      if (extra.action === 'sort') {
        write({ sort: order && field !== undefined ? { field: String(field), order } : null });
        return;
      }
      if (extra.action === 'filter') {
        const allowed = Object.keys(stableOptions.filters ?? {});
        write({
          filters: Object.fromEntries(
            Object.entries(filters)
              .filter(([key]) => allowed.includes(key))
              .map(([key, values]) => [key, values?.map(String)]),
          ),
        });
        return;
      }
      write({ page: pagination.current ?? 1, pageSize: pagination.pageSize });
    },
    [write, stableOptions],
  );

  return useMemo(
    () => ({
      ...state,
      setSearch: (q: string) => write({ q }),
      setPage: (page: number, options?: { replace?: boolean }) => write({ page }, options),
      setFilter: (name: Filters, values: string[] | undefined) => write({ filters: { [name]: values } }),
      reset: () =>
        write({
          page: 1,
          pageSize: stableOptions.defaultPageSize ?? DEFAULT_PAGE_SIZE,
          sort: stableOptions.defaultSort ?? null,
          filters: Object.fromEntries(Object.keys(stableOptions.filters ?? {}).map((key) => [key, undefined])),
          q: '',
        }),
      pagination: (total?: number) => ({
        current: state.page,
        pageSize: state.pageSize,
        total,
        pageSizeOptions: (stableOptions.pageSizes ?? DEFAULT_PAGE_SIZES).map(String),
        showSizeChanger: true,
        showTotal: ADMIN_MESSAGES.admin.tableTotal,
      }),
      onChange,
      sortOrderOf: (field: Field) => (state.sort?.field === field ? toAntd(state.sort.order) : null),
      filteredValueOf: (name: Filters) => state.filters[name] ?? null,
    }),
    // The parsed state changes exactly when the URL does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [paramsKey, write, onChange, stableOptions],
  );
}
