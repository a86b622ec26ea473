import type { ReactNode } from 'react';
import { Space, Table, type TableColumnsType } from 'antd';
import { EditDeleteButtons } from './EditDeleteButtons';

type Column<Row> = TableColumnsType<Row>[number];

interface ActionsColumnOptions<Row> {
  /** Names a row in its buttons' accessible names ("… 수정", "… 삭제"). */
  nameOf: (row: Row) => string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** Before 수정 (a link to the public page…). */
  before?: (row: Row) => ReactNode;
  width: number;
}

/** The edit and delete buttons at the end of each row. */
export function actionsColumn<Row>({ nameOf, onEdit, onDelete, before, width }: ActionsColumnOptions<Row>): Column<Row> {
  return {
    title: '작업',
    key: 'actions',
    // Stays in view while the other columns scroll sideways on narrow screens.
    fixed: 'right',
    width,
    render: (_: unknown, row: Row) => (
      <Space size={4}>
        {before?.(row)}
        <EditDeleteButtons name={nameOf(row)} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
      </Space>
    ),
  };
}

/** A title in bold with one soft line under it. */
export function SummaryCell({ title, line, oneLine = true }: { title: string; line?: string | null; oneLine?: boolean }) {
  return (
    <div className="member-summary">
      <strong>{title}</strong>
      {line && <span className={oneLine ? 'member-summary__line admin-one-line' : 'member-summary__line'}>{line}</span>}
    </div>
  );
}

interface AdminTableProps<Row> {
  columns: TableColumnsType<Row>;
  rows: Row[];
  loading: boolean;
  empty: ReactNode;
}

/** The content tables of /admin/*: 20 rows a page, sideways scroll on narrow screens. */
export function AdminTable<Row extends { id: string }>({ columns, rows, loading, empty }: AdminTableProps<Row>) {
  return (
    <Table<Row>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      size="middle"
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: empty }}
    />
  );
}
