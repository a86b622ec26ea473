import type { ReactNode } from 'react';
import { Space, Table, type TableColumnsType } from 'antd';
import type { SortOrder as AntdSortOrder } from 'antd/es/table/interface';
import { formatDate, type Member } from '@academy/common';
import { RoleBadge } from '@academy/context';
import { ClippedText } from '../../../components/ClippedText';
import { ELLIPSIS, tableScroll, WIDE_ONLY } from '../../../components/table-columns';
import type { TableUrlState } from '../../../lib/use-table-url-state';
import type { MemberPanelSort } from '../hooks/use-member-panel';

interface MemberListTableProps {
  /** One page, as the server sent it. */
  members: Member[];
  /** How many there are in all: the pager's pages. */
  total: number;
  loading: boolean;
  table: TableUrlState<MemberPanelSort, never>;
  label: string;
  actions: (member: Member) => ReactNode;
  actionsWidth: number;
}

/**
 * The dashboard tabs' member table: name and e-mail, role, sign-up date, and each row's actions.
 * One page of the server's; paging and the order write the address (the panel then asks again).
 */
export function MemberListTable({
  members,
  total,
  loading,
  table,
  label,
  actions,
  actionsWidth,
}: MemberListTableProps) {
  const sortable = (field: MemberPanelSort, directions: AntdSortOrder[]) => ({
    key: field,
    sorter: true,
    sortOrder: table.sortOrderOf(field),
    sortDirections: directions,
  });
  const columns: TableColumnsType<Member> = [
    {
      // Names from 가 on the first press, sign-up dates newest first.
      ...sortable('name', ['ascend', 'descend']),
      title: '회원',
      ellipsis: ELLIPSIS,
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
      ...sortable('createdAt', ['descend', 'ascend']),
      title: '가입일',
      width: 136,
      responsive: WIDE_ONLY,
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
      loading={loading}
      pagination={table.pagination(total)}
      onChange={table.onChange}
      scroll={tableScroll(340)}
    />
  );
}
