import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AntdThemeProvider } from '@academy/context/antd';
import { mockApi, renderWithProviders } from '@academy/context/testing';
import { AdminTable, editDeleteActions, type AdminColumn } from './AdminTable';

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

function renderAt(width: number, onEdit = jest.fn()) {
  Object.assign(window, { innerWidth: width });
  mockApi(null);
  renderWithProviders(
    <AntdThemeProvider>
      <AdminTable
        label="동영상 목록"
        columns={columns}
        actions={editDeleteActions({ nameOf: (row) => row.title, onEdit, onDelete: jest.fn(), width: 124 })}
        rows={rows}
        loading={false}
        empty="없음"
      />
    </AntdThemeProvider>,
    { route: '/admin/videos' },
  );
  return onEdit;
}

describe('AdminTable', () => {
  const desktopWidth = window.innerWidth;
  afterEach(() => Object.assign(window, { innerWidth: desktopWidth }));

  it('at 1280 px shows every column in a table as wide as its column, with no column fixed over the others', () => {
    renderAt(1280);
    const table = screen.getByRole('table', { name: '동영상 목록' });
    for (const header of ['제목', '길이', '등록일', '작업'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(
      document.querySelector('.ant-table-cell-fix, .ant-table-cell-fix-right, .ant-table-cell-fix-end'),
    ).toBeNull();
    expect(document.querySelector('.ant-table')?.querySelector('table')).toHaveStyle({ tableLayout: 'fixed' });
    // A duration is never cut: its cells keep to one line.
    expect(within(table).getByText('25:12').closest('td')).toHaveClass('admin-nowrap');
  });

  it('drops only the least needed column between 992 and 1199 px', () => {
    renderAt(1024);
    const table = screen.getByRole('table', { name: '동영상 목록' });
    expect(within(table).queryByRole('columnheader', { name: '등록일' })).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '작업' })).toBeInTheDocument();
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
});

describe('AdminTable: order and pages chosen by the caller (lists the server sorts and pages)', () => {
  const desktopWidth = window.innerWidth;
  afterEach(() => Object.assign(window, { innerWidth: desktopWidth }));

  function renderSorted(width: number) {
    Object.assign(window, { innerWidth: width });
    const onSort = jest.fn();
    const onPage = jest.fn();
    const sortable = columns.map((column) => (column.key === 'created' ? column : { ...column, sortKey: column.key }));
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
    expect(within(table).getByRole('columnheader', { name: /길이/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByText('길이'));
    expect(onSort).toHaveBeenLastCalledWith('duration', 'asc');
    await user.click(within(table).getByText('제목'));
    expect(onSort).toHaveBeenLastCalledWith('title', 'desc');
    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(onPage).toHaveBeenCalledWith(3, 2);
  });

  it('on cards: the order is chosen from a list of the sortable columns', async () => {
    const user = userEvent.setup();
    const { onSort } = renderSorted(390);
    await user.click(screen.getByRole('combobox', { name: '정렬' }));
    await user.click(await screen.findByTitle('제목 오름차순'));
    expect(onSort).toHaveBeenCalledWith('title', 'asc');
    expect(screen.getByRole('list', { name: '동영상 목록' })).toBeInTheDocument();
  });
});
