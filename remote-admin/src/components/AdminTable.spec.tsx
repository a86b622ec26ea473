import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AntdThemeProvider } from '@academy/context/antd';
import { mockApi, renderWithProviders } from '@academy/context/testing';
import type { SortOrder } from '@academy/common';
import { AdminTable, editDeleteActions, type AdminColumn, type ServerPages } from './AdminTable';

interface Row {
  id: string;
  title: string;
  duration: string;
  created: string;
}

const LONG_TITLE = '가'.repeat(100);
const rows: Row[] = [
  { id: 'a', title: LONG_TITLE, duration: '25:12', created: '2026년 3월 1일' },
  { id: 'b', title: '문법 1강', duration: '1:02:03', created: '2026년 3월 2일' },
];
const columns: AdminColumn<Row>[] = [
  { key: 'title', title: '제목', render: (row) => row.title },
  { key: 'duration', title: '길이', width: 84, nowrap: true, render: (row) => row.duration },
  { key: 'created', title: '등록일', width: 124, wideOnly: true, render: (row) => row.created },
];
const manyRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `r${index + 1}`,
    title: `행 ${index + 1}`,
    duration: '1:00',
    created: '2026년 3월 1일',
  }));

function renderAt(width: number, { onEdit = jest.fn(), list = rows, loading = false } = {}) {
  Object.assign(window, { innerWidth: width });
  mockApi(null);
  renderWithProviders(
    <AntdThemeProvider>
      <AdminTable
        label="동영상 목록"
        columns={columns}
        actions={editDeleteActions({ nameOf: (row) => row.title, onEdit, onDelete: jest.fn(), width: 124 })}
        rows={list}
        loading={loading}
        empty="없음"
      />
    </AntdThemeProvider>,
    { route: '/admin/videos' },
  );
  return onEdit;
}

const dataRows = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')];

describe('AdminTable', () => {
  const desktopWidth = window.innerWidth;
  afterEach(() => Object.assign(window, { innerWidth: desktopWidth }));

  it('at 1280 px shows every column in a table as wide as its column, with no column fixed over the others', () => {
    renderAt(1280);
    const table = screen.getByRole('table', { name: '동영상 목록' });
    for (const header of ['제목', '길이', '등록일', '작업'])
      expect(within(table).getByRole('columnheader', { name: header })).toHaveAttribute('scope', 'col');
    expect(table).toHaveStyle({ tableLayout: 'fixed' });
    // The fixed widths are the columns' own; the title takes what is left.
    expect([...table.querySelectorAll('col')].map((col) => col.style.width)).toEqual(['', '84px', '124px', '124px']);
    for (const cell of table.querySelectorAll<HTMLElement>('th, td')) expect(cell.style.position).toBe('');
    expect(within(table).getByRole('columnheader', { name: '작업' })).toHaveClass('admin-table__actions');
    expect(dataRows(table).map((row) => row.dataset.rowKey)).toEqual(['a', 'b']);
    // A duration is never cut: its cells keep to one line.
    expect(within(table).getByText('25:12').closest('td')).toHaveClass('admin-nowrap');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('marks only the least needed column to be dropped below 1200 px (by the stylesheet)', () => {
    renderAt(1024);
    const table = screen.getByRole('table', { name: '동영상 목록' });
    const wideOnly = [...table.querySelectorAll('.admin-wide-only')];
    expect(wideOnly.map((node) => node.tagName)).toEqual(['COL', 'TH', 'TD', 'TD']);
    expect(within(table).getByRole('columnheader', { name: '등록일' })).toHaveClass('admin-wide-only');
    expect(within(table).getByText('2026년 3월 1일')).toHaveClass('admin-wide-only');
    expect(within(table).getByRole('columnheader', { name: '작업' })).not.toHaveClass('admin-wide-only');
  });

  it('shows an empty list as one row whose one cell spans every column', () => {
    renderAt(1280, { list: [] });
    const table = screen.getByRole('table', { name: '동영상 목록' });
    const cells = within(table).getAllByRole('cell');
    expect(cells).toHaveLength(1);
    expect(cells[0]).toHaveTextContent('없음');
    expect(cells[0]).toHaveAttribute('colspan', '4');
    expect(dataRows(table)).toHaveLength(0);
  });

  it('while loading keeps the rows, says the list is busy and shows a spinner with a spoken label', () => {
    renderAt(1280, { loading: true });
    const table = screen.getByRole('table', { name: '동영상 목록' });
    expect(dataRows(table)).toHaveLength(2);
    expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('목록을 불러오는 중입니다…');
  });

  it('when not loading has an empty status region and no busy mark', () => {
    renderAt(1280);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(document.querySelector('[aria-busy]')).toBeNull();
  });

  it('cuts a long list into pages of 20 and moves between them with the pager', async () => {
    const user = userEvent.setup();
    renderAt(1280, { list: manyRows(45) });
    const table = screen.getByRole('table', { name: '동영상 목록' });
    expect(dataRows(table).map((row) => row.dataset.rowKey)).toEqual(manyRows(20).map((row) => row.id));
    const pager = screen.getByRole('navigation', { name: '동영상 목록 페이지' });
    expect(within(pager).getByRole('button', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: '이전' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: '다음' }));
    expect(dataRows(table)[0]).toHaveAttribute('data-row-key', 'r21');
    expect(within(pager).getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: '1 페이지' })).not.toHaveAttribute('aria-current');
    await user.click(within(pager).getByRole('button', { name: '3 페이지' }));
    expect(dataRows(table).map((row) => row.dataset.rowKey)).toEqual(['r41', 'r42', 'r43', 'r44', 'r45']);
    expect(within(pager).getByRole('button', { name: '다음' })).toBeDisabled();
  });

  it('on a 390 px phone shows each row as a card with every column labelled and its actions inside', async () => {
    const user = userEvent.setup();
    const onEdit = renderAt(390);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: '동영상 목록' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(LONG_TITLE);
    for (const text of ['길이', '25:12', '등록일', '2026년 3월 1일']) expect(cards[0]).toHaveTextContent(text);
    await user.click(within(cards[1]).getByRole('button', { name: '문법 1강 수정' }));
    expect(onEdit).toHaveBeenCalledWith(rows[1]);
  });

  it('on a phone pages the cards with the same pager', async () => {
    const user = userEvent.setup();
    renderAt(390, { list: manyRows(25) });
    const list = screen.getByRole('list', { name: '동영상 목록' });
    expect(list.querySelectorAll(':scope > li')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    expect([...list.querySelectorAll<HTMLElement>(':scope > li')].map((card) => card.dataset.rowKey)).toEqual([
      'r21',
      'r22',
      'r23',
      'r24',
      'r25',
    ]);
  });
});

describe('AdminTable: order and pages chosen by the caller (lists the server sorts and pages)', () => {
  const desktopWidth = window.innerWidth;
  afterEach(() => Object.assign(window, { innerWidth: desktopWidth }));

  const sortable = columns.map((column) => (column.key === 'created' ? column : { ...column, sortKey: column.key }));

  function renderSorted(width: number) {
    Object.assign(window, { innerWidth: width });
    const onSort = jest.fn();
    const onPage = jest.fn();
    mockApi(null);
    renderWithProviders(
      <AntdThemeProvider>
        <AdminTable
          label="동영상 목록"
          columns={sortable}
          rows={rows}
          loading={false}
          empty="없음"
          sorting={{ key: 'duration', order: 'desc', onChange: onSort }}
          pages={{ page: 1, pageSize: 2, total: 5, onChange: onPage }}
        />
      </AntdThemeProvider>,
      { route: '/admin/videos' },
    );
    return { onSort, onPage };
  }

  it('in a table: the sorted column says so, a header press asks for the other order, the pager counts the whole list', async () => {
    const user = userEvent.setup();
    const { onSort, onPage } = renderSorted(1280);
    const table = screen.getByRole('table', { name: '동영상 목록' });
    expect(within(table).getByRole('columnheader', { name: '길이' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: '제목' })).not.toHaveAttribute('aria-sort');
    // A column that cannot be sorted has no button.
    expect(within(within(table).getByRole('columnheader', { name: '등록일' })).queryByRole('button')).toBeNull();
    await user.click(within(table).getByRole('button', { name: '길이' }));
    expect(onSort).toHaveBeenLastCalledWith('duration', 'asc');
    await user.click(within(table).getByRole('button', { name: '제목' }));
    expect(onSort).toHaveBeenLastCalledWith('title', 'desc');
    const pager = screen.getByRole('navigation', { name: '동영상 목록 페이지' });
    expect(within(pager).getAllByRole('button', { name: /페이지$/ })).toHaveLength(3);
    await user.click(within(pager).getByRole('button', { name: '3 페이지' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('in a table: a third press on a column turns back to its first order instead of clearing it', async () => {
    const user = userEvent.setup();
    Object.assign(window, { innerWidth: 1280 });
    const pages: ServerPages = { page: 1, pageSize: 20, total: 2, onChange: jest.fn() };
    function Sorted() {
      const [sort, setSort] = useState<{ key: string; order: SortOrder }>({ key: 'duration', order: 'desc' });
      return (
        <AdminTable
          label="동영상 목록"
          columns={sortable}
          rows={rows}
          loading={false}
          empty="없음"
          sorting={{ ...sort, onChange: (key, order) => setSort({ key, order }) }}
          pages={pages}
        />
      );
    }
    mockApi(null);
    renderWithProviders(<Sorted />, { route: '/admin/videos' });
    const header = () => screen.getByRole('columnheader', { name: '제목' });
    const orders: (string | null)[] = [];
    for (let press = 0; press < 3; press++) {
      await user.click(within(header()).getByRole('button'));
      orders.push(header().getAttribute('aria-sort'));
    }
    expect(orders).toEqual(['descending', 'ascending', 'descending']);
    expect(screen.getByRole('columnheader', { name: '길이' })).not.toHaveAttribute('aria-sort');
  });

  it('on cards: the order is chosen from a list of the sortable columns', async () => {
    const user = userEvent.setup();
    const { onSort } = renderSorted(390);
    const select = screen.getByRole('combobox', { name: '정렬' });
    expect(select).toHaveValue('duration:desc');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '제목 내림차순',
      '제목 오름차순',
      '길이 내림차순',
      '길이 오름차순',
    ]);
    await user.selectOptions(select, '제목 오름차순');
    expect(onSort).toHaveBeenCalledWith('title', 'asc');
    expect(screen.getByRole('list', { name: '동영상 목록' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '동영상 목록 페이지' })).toBeInTheDocument();
  });
});
