import type { ReactNode } from 'react';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { formatDate, type Member } from '@academy/common';
import type { Decision } from '../hooks/use-member-actions';
import { ApprovalTag } from './ApprovalTag';
import { RoleBadge } from './RoleBadge';

export interface MemberRowActions {
  busyId: string | null;
  onDecide: (member: Member, decision: Decision) => void;
  onRevoke: (member: Member) => void;
  onRemove: (member: Member) => void;
}

interface MemberTableProps extends MemberRowActions {
  members: Member[];
  loading: boolean;
  empty: ReactNode;
}

function RowActions({ member, busyId, onDecide, onRevoke, onRemove }: MemberRowActions & { member: Member }) {
  if (member.role === 'ADMIN') return <span className="admin-muted">-</span>;
  const busy = busyId === member.id;
  const who = member.name || member.email;
  return (
    <Space size={4} wrap>
      {member.role === 'PENDING' && (
        <>
          <Button size="small" type="primary" disabled={busy} onClick={() => onDecide(member, 'approve')} aria-label={`${who} 승인`}>
            승인
          </Button>
          <Button size="small" danger disabled={busy} onClick={() => onDecide(member, 'reject')} aria-label={`${who} 거절`}>
            거절
          </Button>
        </>
      )}
      {member.role === 'VERIFIED' && (
        <Button size="small" disabled={busy} onClick={() => onRevoke(member)} aria-label={`${who} 승인 취소`}>
          승인 취소
        </Button>
      )}
      <Button size="small" type="text" danger disabled={busy} onClick={() => onRemove(member)} aria-label={`${who} 탈퇴 처리`}>
        탈퇴
      </Button>
    </Space>
  );
}

/** The member list of /admin/members; scrolls sideways on a phone instead of squeezing the columns. */
export function MemberTable({ members, loading, empty, ...actions }: MemberTableProps) {
  const columns: TableColumnsType<Member> = [
    { title: '이름', dataIndex: 'name', key: 'name', render: (name: string) => <strong>{name || '-'}</strong>, width: 140 },
    { title: '이메일', dataIndex: 'email', key: 'email', ellipsis: true },
    { title: '역할', dataIndex: 'role', key: 'role', render: (role: string) => <RoleBadge role={role} />, width: 110 },
    { title: '가입일', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value), width: 140 },
    { title: '최근 처리', dataIndex: 'latestApproval', key: 'latestApproval', render: (_: unknown, member) => <ApprovalTag record={member.latestApproval} />, width: 170 },
    { title: '작업', key: 'actions', render: (_: unknown, member) => <RowActions member={member} {...actions} />, width: 220 },
  ];
  return (
    <Table<Member>
      rowKey="id"
      columns={columns}
      dataSource={members}
      loading={loading}
      size="middle"
      scroll={{ x: 900 }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: empty }}
    />
  );
}
