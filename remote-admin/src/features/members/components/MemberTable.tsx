import type { ReactNode } from 'react';
import { Button, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import type { SortOrder as AntdSortOrder } from 'antd/es/table/interface';
import {
  formatDate,
  isAdmin,
  isPending,
  isVerified,
  ROLE_LABELS,
  ROLES,
  type Member,
  type MemberSort,
  type Role,
} from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { RoleBadge } from '@academy/context';
import { StatusTag } from '../../../components/StatusTag';
import { ELLIPSIS, ellipsisText, tableScroll, WIDE_ONLY } from '../../../components/table-columns';
import type { TableUrlState } from '../../../lib/use-table-url-state';
import type { BatchOutcome } from '../hooks/use-batch-decisions';
import type { Decision } from '../hooks/use-member-actions';
import { ApprovalTag } from './ApprovalTag';
import './member-history.css';

export type MemberTableState = TableUrlState<MemberSort, 'role'>;

export interface MemberRowActions {
  busyId: string | null;
  onDecide: (member: Member, decision: Decision) => void;
  onRevoke: (member: Member) => void;
  onRemove: (member: Member) => void;
  onResetPassword: (member: Member) => void;
}

/** The pending tab's row selection and the last batch's outcome per row. */
export interface MemberSelection {
  selected: string[];
  onSelect: (ids: string[]) => void;
  outcome: BatchOutcome | null;
  /** Ids still pending now (a batch row decided elsewhere is not, and has no row actions left). */
  pendingIds: Set<string>;
}

interface MemberTableProps extends MemberRowActions {
  /** The page the server sent (after a batch, that batch's rows first). */
  members: Member[];
  /** How many members the tab has: the pager's pages. */
  total: number | undefined;
  loading: boolean;
  empty: ReactNode;
  table: MemberTableState;
  selection?: MemberSelection;
  /** The member's name opens their history. */
  onOpenHistory: (member: Member) => void;
}

const B = ADMIN_MESSAGES.members.batch;
// Names and e-mails from 가 and a on the first press, sign-up dates newest first.
const SORT_UP_FIRST: AntdSortOrder[] = ['ascend', 'descend'];
const SORT_DOWN_FIRST: AntdSortOrder[] = ['descend', 'ascend'];

/**
 * The member's name as a button to their history (a link-styled button: it opens a panel, it goes
 * nowhere), cut to its cell; the whole name shows in a tooltip when the button is hovered or
 * focused (a focusable text inside the button would be a second, nested Tab stop).
 */
function NameButton({ member, onOpen }: { member: Member; onOpen: (member: Member) => void }) {
  const name = member.name || '-';
  return (
    <Tooltip title={name} trigger={['hover', 'focus']} mouseEnterDelay={0.3}>
      <button
        type="button"
        className="member-name-button"
        onClick={() => onOpen(member)}
        aria-label={`${member.name || member.email} 회원 기록`}
      >
        <strong className="clipped clipped--1">{name}</strong>
      </button>
    </Tooltip>
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
  if (isAdmin(member)) return <span className="admin-muted">-</span>;
  const busy = busyId === member.id;
  const who = member.name || member.email;
  return (
    <Space size={4} wrap>
      {isPending(member) && (
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
          {/* A rejected member may still be approved; rejecting again would only mail them twice. */}
          {member.latestApproval?.status !== 'REJECTED' && (
            <Button
              size="small"
              danger
              disabled={busy}
              onClick={() => onDecide(member, 'reject')}
              aria-label={`${who} 거절`}
            >
              거절
            </Button>
          )}
        </>
      )}
      {isVerified(member) && (
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
    </Space>
  );
}

/** A batch row's outcome: done, or why not (the server's own message). */
function BatchResult({ outcome, id }: { outcome: BatchOutcome; id: string }) {
  const result = outcome.results[id];
  if (!result) return null;
  return result.ok ? (
    <StatusTag tone="positive">{B.rowDone(outcome.decision)}</StatusTag>
  ) : (
    <StatusTag tone="danger">{B.rowFailed(result.message)}</StatusTag>
  );
}

/**
 * The member list of /admin/members: antd's Table showing one page the server sent; paging, the
 * order and the role filter write the address, from which the page asks the server again.
 */
export function MemberTable({
  members,
  total,
  loading,
  empty,
  table,
  selection,
  onOpenHistory,
  ...actions
}: MemberTableProps) {
  const outcome = selection?.outcome ?? null;
  const sortable = (field: MemberSort) => ({
    key: field,
    sorter: true,
    sortOrder: table.sortOrderOf(field),
    sortDirections: field === 'createdAt' ? SORT_DOWN_FIRST : SORT_UP_FIRST,
  });
  const columns: TableColumnsType<Member> = [
    {
      ...sortable('name'),
      title: '이름',
      width: 150,
      ellipsis: ELLIPSIS,
      render: (_, member) => <NameButton member={member} onOpen={onOpenHistory} />,
    },
    {
      ...sortable('email'),
      title: '이메일',
      dataIndex: 'email',
      ellipsis: ELLIPSIS,
      responsive: WIDE_ONLY,
      render: ellipsisText,
    },
    {
      key: 'role',
      title: '역할',
      width: 100,
      responsive: WIDE_ONLY,
      filters: ROLES.map((role: Role) => ({ text: ROLE_LABELS[role], value: role })),
      filterMultiple: false,
      filteredValue: table.filteredValueOf('role'),
      render: (_, member) => <RoleBadge role={member.role} />,
    },
    {
      ...sortable('createdAt'),
      title: '가입일',
      width: 112,
      responsive: WIDE_ONLY,
      render: (_, member) => formatDate(member.createdAt),
    },
    outcome
      ? {
          key: 'result',
          title: B.result,
          width: 200,
          render: (_, member) => <BatchResult outcome={outcome} id={member.id} />,
        }
      : {
          key: 'latestApproval',
          title: '최근 처리',
          width: 150,
          responsive: WIDE_ONLY,
          render: (_, member) => <ApprovalTag record={member.latestApproval} />,
        },
    {
      key: 'actions',
      title: '작업',
      width: 190,
      className: 'admin-table__actions',
      render: (_, member) =>
        selection && !selection.pendingIds.has(member.id) ? (
          <span className="admin-muted">-</span>
        ) : (
          <RowActions member={member} {...actions} />
        ),
    },
  ];
  return (
    <Table<Member>
      className="member-table"
      aria-label="회원 목록"
      rowKey="id"
      columns={columns}
      dataSource={members}
      loading={loading}
      locale={{ emptyText: empty }}
      pagination={table.pagination(total)}
      onChange={table.onChange}
      scroll={tableScroll(selection ? 420 : 380)}
      tableLayout="fixed"
      rowSelection={
        selection && {
          selectedRowKeys: selection.selected,
          onChange: (keys) => selection.onSelect(keys.map(String)),
          // A member decided in the last batch (here or by another admin) can no longer be chosen for one.
          getCheckboxProps: (member) => ({
            disabled: !selection.pendingIds.has(member.id) && !selection.selected.includes(member.id),
            'aria-label': `${member.name || member.email} 선택`,
          }),
          // antd names this box in English ('Select all') whatever the locale.
          getTitleCheckboxProps: () => ({ 'aria-label': '현재 페이지 전체 선택' }),
          columnWidth: 44,
        }
      }
    />
  );
}
