import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'antd';
import { actionColumn } from './action-column';

interface Row {
  id: string;
  title: string;
}

const ROWS: Row[] = [
  { id: 'r1', title: '첫째' },
  { id: 'r2', title: '둘째' },
];

function renderTable(options: Partial<Parameters<typeof actionColumn<Row>>[0]> = {}) {
  const onEdit = jest.fn();
  const onDelete = jest.fn();
  render(
    <Table<Row>
      rowKey="id"
      pagination={false}
      dataSource={ROWS}
      columns={[
        { key: 'title', title: '제목', render: (_, row) => row.title },
        actionColumn<Row>({ width: 124, name: (row) => row.title, onEdit, onDelete, ...options }),
      ]}
    />,
  );
  return { onEdit, onDelete };
}

describe('actionColumn', () => {
  it('is the last column, 작업, with 수정 and 삭제 named after the row', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('작업');
    expect(screen.getByRole('button', { name: '첫째 수정' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '둘째 삭제' })).toBeInTheDocument();
  });

  it('hands the row to onEdit and onDelete', async () => {
    const user = userEvent.setup();
    const { onEdit, onDelete } = renderTable();
    await user.click(screen.getByRole('button', { name: '둘째 수정' }));
    expect(onEdit).toHaveBeenCalledWith(ROWS[1]);
    await user.click(screen.getByRole('button', { name: '첫째 삭제' }));
    expect(onDelete).toHaveBeenCalledWith(ROWS[0]);
  });

  it('puts the row’s own buttons first, and disables 삭제 while that row is being deleted', () => {
    renderTable({
      before: (row) => <a href={`/things/${row.id}`}>{`${row.title} 보기`}</a>,
      deleting: (row) => row.id === 'r2',
    });
    const cell = screen.getByRole('button', { name: '첫째 수정' }).closest('td')!;
    const [link, edit] = [
      within(cell).getByRole('link', { name: '첫째 보기' }),
      within(cell).getAllByRole('button')[0],
    ];
    expect(link.compareDocumentPosition(edit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(cell)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['수정', '삭제']);
    expect(screen.getByRole('button', { name: '첫째 삭제' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '둘째 삭제' })).toBeDisabled();
  });
});
