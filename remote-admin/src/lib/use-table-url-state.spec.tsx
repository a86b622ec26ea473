import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { readTableState, useTableUrlState, type TableUrlStateOptions } from './use-table-url-state';

type Field = 'name' | 'createdAt';
type Filter = 'role';
const OPTIONS: TableUrlStateOptions<Field, Filter> = {
  sortFields: ['name', 'createdAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  filters: { role: ['PENDING', 'VERIFIED'] },
};

function setup(url: string, options: TableUrlStateOptions<Field, Filter> = OPTIONS) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ table: useTableUrlState(options), location: useLocation(), navigate: useNavigate() }), {
    wrapper,
  });
}

const change = (action: 'paginate' | 'sort' | 'filter') => ({ action, currentDataSource: [] });

describe('useTableUrlState', () => {
  it('reads page, size, order, filters and search from the URL', () => {
    const { result } = setup('/x?page=3&pageSize=50&sort=name&order=asc&role=VERIFIED&q=%20kim%20');
    const { table } = result.current;
    expect(table.page).toBe(3);
    expect(table.pageSize).toBe(50);
    expect(table.sort).toEqual({ field: 'name', order: 'asc' });
    expect(table.filters).toEqual({ role: ['VERIFIED'] });
    expect(table.q).toBe('kim');
    expect(table.sortOrderOf('name')).toBe('ascend');
    expect(table.sortOrderOf('createdAt')).toBeNull();
    expect(table.filteredValueOf('role')).toEqual(['VERIFIED']);
    expect(table.pagination(120)).toMatchObject({ current: 3, pageSize: 50, total: 120 });
  });

  it.each([
    ['page=0&pageSize=7', 'a zero page and a size not offered'],
    ['page=-2&pageSize=abc', 'a negative page and a word'],
    ['page=1.5&pageSize=1e3', 'a fraction and an exponent'],
    ['page=99999999999&sort=password&order=asc', 'a huge page and a field not sortable'],
    ['sort=name&order=sideways&role=ADMIN&role=', 'an unknown order and filter values not allowed'],
  ])('falls back to the defaults for %s (%s)', (query) => {
    const state = readTableState(new URLSearchParams(query), OPTIONS);
    expect(state).toEqual({
      page: 1,
      pageSize: 20,
      sort: { field: 'createdAt', order: 'desc' },
      filters: {},
      q: '',
    });
  });

  it('writes a sort, going back to page 1, and leaves defaults and other parameters out of or in the URL', () => {
    const { result } = setup('/x?tab=verified&page=4');
    act(() =>
      result.current.table.onChange(
        { current: 4, pageSize: 20 },
        {},
        { columnKey: 'name', order: 'ascend' },
        change('sort'),
      ),
    );
    expect(result.current.location.search).toBe('?tab=verified&sort=name&order=asc');
    // The default order itself needs no parameter.
    act(() =>
      result.current.table.onChange(
        { current: 1, pageSize: 20 },
        {},
        { columnKey: 'createdAt', order: 'descend' },
        change('sort'),
      ),
    );
    expect(result.current.location.search).toBe('?tab=verified');
  });

  it('keeps both of two changes made before the next render (a sort, then at once a page)', () => {
    const { result } = setup('/x');
    act(() => {
      const { table } = result.current;
      table.onChange({ current: 1, pageSize: 20 }, {}, { columnKey: 'name', order: 'ascend' }, change('sort'));
      table.onChange({ current: 2, pageSize: 20 }, {}, {}, change('paginate'));
    });
    expect(result.current.table).toMatchObject({ page: 2, sort: { field: 'name', order: 'asc' } });
  });

  it('keeps a sort turned off rather than bringing the default back', () => {
    const { result } = setup('/x');
    act(() =>
      result.current.table.onChange({ current: 1, pageSize: 20 }, {}, { columnKey: 'createdAt' }, change('sort')),
    );
    expect(result.current.table.sort).toBeUndefined();
    expect(result.current.table.sortOrderOf('createdAt')).toBeNull();
  });

  it('pages and resizes, filters and searches from page 1, and back restores each view', () => {
    const { result } = setup('/x');
    act(() => result.current.table.onChange({ current: 2, pageSize: 50 }, {}, {}, change('paginate')));
    expect(result.current.location.search).toBe('?pageSize=50&page=2');
    act(() =>
      result.current.table.onChange(
        { current: 2, pageSize: 50 },
        { role: ['PENDING', 'ADMIN'], other: ['x'] },
        {},
        change('filter'),
      ),
    );
    expect(result.current.table.filters).toEqual({ role: ['PENDING'] });
    expect(result.current.table.page).toBe(1);
    act(() => result.current.table.setSearch('  lee '));
    expect(new URLSearchParams(result.current.location.search).get('q')).toBe('lee');

    act(() => result.current.navigate(-1));
    expect(result.current.table.q).toBe('');
    expect(result.current.table.filters).toEqual({ role: ['PENDING'] });
    act(() => result.current.navigate(-1));
    expect(result.current.table).toMatchObject({ page: 2, pageSize: 50, filters: {} });
  });

  it('keeps two tables on one screen apart with a prefix', () => {
    const { result } = setup('/x?page=2&videoPage=5', { ...OPTIONS, prefix: 'video' });
    expect(result.current.table.page).toBe(5);
    act(() => result.current.table.setPage(6));
    expect(result.current.location.search).toBe('?page=2&videoPage=6');
  });

  it('corrects the page without a history entry of its own when asked to replace it', () => {
    const { result } = setup('/x?q=a');
    act(() => result.current.table.setPage(5));
    act(() => result.current.table.setPage(3, { replace: true }));
    expect(result.current.table.page).toBe(3);
    // Back skips the corrected page 5, returning to the view before it.
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?q=a');
  });

  it('reset goes back to the defaults and keeps other parameters', () => {
    const { result } = setup('/x?member=7&page=3&sort=name&order=asc&role=PENDING&q=a');
    act(() => result.current.table.reset());
    expect(result.current.location.search).toBe('?member=7');
  });
});
