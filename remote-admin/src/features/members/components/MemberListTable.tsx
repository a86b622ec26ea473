import type { ReactNode } from 'react';
import { Space, Table, type TableColumnsType } from 'antd';
import { formatDate, type Member } from '@academy/common';
import { RoleBadge } from '@academy/context';
import { ClippedText } from '../../../components/ClippedText';
import { ELLIPSIS, tableScroll, WIDE_ONLY } from '../../../components/table-columns';
import { useTableUrlState } from '../../../lib/use-table-url-state';

interface MemberListTableProps {
  members: Member[];
  label: string;
  /** Keeps this table's page and order apart from the other dashboard tabs' in the address. */
  urlPrefix: string;
  actions: (member: Member) => ReactNode;
  actionsWidth: number;
}

type SortField = 'name' | 'createdAt';

/** The dashboard tabs' member table: name and e-mail, role, sign-up date, and each row's actions. */
export function MemberListTable({ members, label, urlPrefix, actions, actionsWidth }: MemberListTableProps) {
  const table = useTableUrlState<SortField>({ prefix: urlPrefix, sortFields: ['name', 'createdAt'] });
  const columns: TableColumnsType<Member> = [
    {
      key: 'name',
      title: '회원',
      ellipsis: ELLIPSIS,
      sorter: (a, b) => (a.name || a.email).localeCompare(b.name || b.email, 'ko'),
      sortOrder: table.sortOrderOf('name'),
      render: (_, member) => (
        <div className="member-summary">
          <ClippedText text={member.name || '-'} strong />
          <ClippedText text={member.email} className="member-summary__line" />
        </div>
      ),
    },
    {
      key: 'role',
      title: '상태',
      width: 104,
      responsive: WIDE_ONLY,
      render: (_, member) => <RoleBadge role={member.role} />,
    },
    {
      key: 'createdAt',
      title: '가입일',
      width: 136,
      responsive: WIDE_ONLY,
      sorter: (a, b) => a.createdAt.localeCompare(b.createdAt),
      sortOrder: table.sortOrderOf('createdAt'),
      render: (_, member) => formatDate(member.createdAt),
    },
    {
      key: 'actions',
      title: '작업',
      width: actionsWidth,
      render: (_, member) => <Space size={4}>{actions(member)}</Space>,
    },
  ];
  return (
    <Table<Member>
      aria-label={label}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={members}
      pagination={table.pagination()}
      onChange={table.onChange}
      scroll={tableScroll(340)}
    />
  );
}
