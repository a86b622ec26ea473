import type { ReactNode } from 'react';
import { Button } from 'antd';
import { formatDate, type Member } from '@academy/common';
import { RoleBadge } from '@academy/context';
import { AdminTable, type AdminColumn } from '../../../components/AdminTable';
import { ClippedText } from '../../../components/ClippedText';
import type { Decision } from '../hooks/use-member-actions';
import { ApprovalTag } from './ApprovalTag';
import './member-history.css';

export interface MemberRowActions {
  busyId: string | null;
  onDecide: (member: Member, decision: Decision) => void;
  onRevoke: (member: Member) => void;
  onRemove: (member: Member) => void;
  onResetPassword: (member: Member) => void;
}

interface MemberTableProps extends MemberRowActions {
  members: Member[];
  loading: boolean;
  empty: ReactNode;
  /** The member's name opens their history. */
  onOpenHistory: (member: Member) => void;
}

/** The member's name as a button to their history (a link-styled button: it opens a panel, it goes nowhere). */
function NameButton({ member, onOpen }: { member: Member; onOpen: (member: Member) => void }) {
  return (
    <button
      type="button"
      className="member-name-button"
      onClick={() => onOpen(member)}
      aria-label={`${member.name || member.email} 회원 기록`}
    >
      <ClippedText text={member.name || '-'} lines={2} strong />
    </button>
  );
}

function RowActions({
  member,
  busyId,
  onDecide,
  onRevoke,
  onRemove,
  onResetPassword,
}: MemberRowActions & { member: Member }) {
  if (member.role === 'ADMIN') return <span className="admin-muted">-</span>;
  const busy = busyId === member.id;
  const who = member.name || member.email;
  return (
    <div className="admin-actions admin-actions--tight">
      {member.role === 'PENDING' && (
        <>
          <Button
            size="small"
            type="primary"
            disabled={busy}
            onClick={() => onDecide(member, 'approve')}
            aria-label={`${who} 승인`}
          >
            승인
          </Button>
          <Button
            size="small"
            danger
            disabled={busy}
            onClick={() => onDecide(member, 'reject')}
            aria-label={`${who} 거절`}
          >
            거절
          </Button>
        </>
      )}
      {member.role === 'VERIFIED' && (
        <Button size="small" disabled={busy} onClick={() => onRevoke(member)} aria-label={`${who} 승인 취소`}>
          승인 취소
        </Button>
      )}
      <Button
        size="small"
        disabled={busy}
        onClick={() => onResetPassword(member)}
        aria-label={`${who} 비밀번호 초기화`}
      >
        비밀번호 초기화
      </Button>
      <Button
        size="small"
        type="text"
        danger
        disabled={busy}
        onClick={() => onRemove(member)}
        aria-label={`${who} 탈퇴 처리`}
      >
        탈퇴
      </Button>
    </div>
  );
}

/** The member list of /admin/members: a table on wide screens, a card per member on phones and tablets. */
export function MemberTable({ members, loading, empty, onOpenHistory, ...actions }: MemberTableProps) {
  const columns: AdminColumn<Member>[] = [
    {
      key: 'name',
      title: '이름',
      width: 140,
      render: (member) => <NameButton member={member} onOpen={onOpenHistory} />,
    },
    { key: 'email', title: '이메일', render: (member) => <ClippedText text={member.email} /> },
    { key: 'role', title: '역할', width: 96, render: (member) => <RoleBadge role={member.role} /> },
    { key: 'createdAt', title: '가입일', width: 140, nowrap: true, render: (member) => formatDate(member.createdAt) },
    {
      key: 'latestApproval',
      title: '최근 처리',
      width: 140,
      wideOnly: true,
      render: (member) => <ApprovalTag record={member.latestApproval} />,
    },
  ];
  return (
    <AdminTable
      label="회원 목록"
      className="member-table"
      columns={columns}
      actions={{ width: 160, render: (member) => <RowActions member={member} {...actions} /> }}
      rows={members}
      loading={loading}
      empty={empty}
    />
  );
}
