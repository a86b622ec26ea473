import { Card, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, UI, type Member } from '@academy/common';
import { ELLIPSIS, ellipsisText, WIDE_ONLY } from '../../../components/table-columns';

interface MemberPeekProps {
  title: string;
  members: Member[];
  emptyText: string;
  /** Where the full list lives. */
  moreHref: string;
}

const columns: TableColumnsType<Member> = [
  { key: 'name', title: '이름', ellipsis: ELLIPSIS, render: (_, member) => ellipsisText(member.name || '-') },
  {
    key: 'email',
    title: '이메일',
    ellipsis: ELLIPSIS,
    responsive: WIDE_ONLY,
    render: (_, member) => ellipsisText(member.email),
  },
  {
    key: 'createdAt',
    title: '가입일',
    width: 112,
    render: (_, member) => <time dateTime={member.createdAt}>{formatDate(member.createdAt)}</time>,
  },
];

/** The first few members of a list, with a link to the full list; long names and addresses are cut, whole on hover or focus. */
export function MemberPeek({ title, members, emptyText, moreHref }: MemberPeekProps) {
  return (
    <Card title={title} extra={<Link to={moreHref}>전체 보기</Link>} className="admin-card">
      <Table<Member>
        className="admin-peek"
        aria-label={title}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={members.slice(0, UI.overviewItems)}
        locale={{ emptyText: <p className="admin-empty">{emptyText}</p> }}
        pagination={false}
        tableLayout="fixed"
      />
    </Card>
  );
}
