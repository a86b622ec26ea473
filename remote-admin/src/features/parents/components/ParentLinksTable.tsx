import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import type { AdminParentLink } from '@academy/common/parents';
import { DateTimeText } from '../../../components/DateTimeText';
import { ParentLinkActions } from '../../../components/ParentLinkActions';
import { ParentLinkStatusTag } from '../../../components/ParentLinkStatusTag';
import { ELLIPSIS, tableScroll, WIDE_ONLY } from '../../../components/table-columns';
import type { TableUrlState } from '../../../lib/use-table-url-state';
import { PersonCell } from './PersonCell';

const P = ADMIN_MESSAGES.parents;

interface ParentLinksTableProps {
  items: AdminParentLink[];
  total: number;
  loading: boolean;
  empty: ReactNode;
  table: TableUrlState<string, never>;
  onChanged: () => void;
}

/**
 * The links, newest first (the API's only order), one server page at a time. On a phone the day
 * leaves; who asked, for whom, the state and the buttons stay, and the table scrolls sideways.
 */
export function ParentLinksTable({ items, total, loading, empty, table, onChanged }: ParentLinksTableProps) {
  const columns: TableColumnsType<AdminParentLink> = [
    { key: 'parent', title: P.parent, ellipsis: ELLIPSIS, render: (_, link) => <PersonCell person={link.parent} /> },
    { key: 'child', title: P.child, ellipsis: ELLIPSIS, render: (_, link) => <PersonCell person={link.child} /> },
    { key: 'status', title: P.status, width: 96, render: (_, link) => <ParentLinkStatusTag status={link.status} /> },
    {
      key: 'createdAt',
      title: P.requestedAt,
      width: 130,
      responsive: WIDE_ONLY,
      render: (_, link) => <DateTimeText value={link.createdAt} />,
    },
    {
      key: 'actions',
      title: '작업',
      width: 176,
      className: 'admin-table__actions',
      render: (_, link) => <ParentLinkActions link={link} onChanged={onChanged} />,
    },
  ];
  return (
    <Table<AdminParentLink>
      className="parent-links-table"
      aria-label={P.title}
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      locale={{ emptyText: empty }}
      pagination={table.pagination(total)}
      onChange={table.onChange}
      scroll={tableScroll(560)}
      tableLayout="fixed"
    />
  );
}
