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
      <AdminTable label="동영상 목록" columns={columns} actions={editDeleteActions({ nameOf: (row) => row.title, onEdit, onDelete: jest.fn(), width: 124 })} rows={rows} loading={false} empty="없음" />
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
    for (const header of ['제목', '길이', '등록일', '작업']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(document.querySelector('.ant-table-cell-fix, .ant-table-cell-fix-right, .ant-table-cell-fix-end')).toBeNull();
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
