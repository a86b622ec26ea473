import type { ReactNode } from 'react';
import { Button, Space, Table, type Breakpoint, type TableColumnsType } from 'antd';
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

/** On phones one column tells who the member is, so the actions stay in view without scrolling. */
function MemberSummary({ member }: { member: Member }) {
  return (
    <div className="member-summary">
      <strong>{member.name || '-'}</strong> <RoleBadge role={member.role} />
      <span className="member-summary__line">{member.email}</span>
      <span className="member-summary__line">가입 {formatDate(member.createdAt)}</span>
      {member.latestApproval && <ApprovalTag record={member.latestApproval} />}
    </div>
  );
}

// antd breakpoints: xs is below 576 px, sm and up is 576 px and wider.
const PHONE: Breakpoint[] = ['xs'];
const WIDER: Breakpoint[] = ['sm'];

/** The member list of /admin/members: columns on wider screens, a stacked summary on phones. */
export function MemberTable({ members, loading, empty, ...actions }: MemberTableProps) {
  const columns: TableColumnsType<Member> = [
    { title: '회원', key: 'summary', responsive: PHONE, render: (_: unknown, member) => <MemberSummary member={member} /> },
    { title: '이름', dataIndex: 'name', key: 'name', responsive: WIDER, render: (name: string) => <strong>{name || '-'}</strong>, width: 110 },
    { title: '이메일', dataIndex: 'email', key: 'email', responsive: WIDER, ellipsis: { showTitle: true } },
    { title: '역할', dataIndex: 'role', key: 'role', responsive: WIDER, render: (role: string) => <RoleBadge role={role} />, width: 100 },
    { title: '가입일', dataIndex: 'createdAt', key: 'createdAt', responsive: WIDER, render: (value: string) => formatDate(value), width: 140 },
    { title: '최근 처리', dataIndex: 'latestApproval', key: 'latestApproval', responsive: WIDER, render: (_: unknown, member) => <ApprovalTag record={member.latestApproval} />, width: 160 },
    { title: '작업', key: 'actions', render: (_: unknown, member) => <RowActions member={member} {...actions} />, width: 150 },
  ];
  return (
    <Table<Member>
      rowKey="id"
      className="member-table"
      columns={columns}
      dataSource={members}
      loading={loading}
      size="middle"
      tableLayout="auto"
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: empty }}
    />
  );
}
