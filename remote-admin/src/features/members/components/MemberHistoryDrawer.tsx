import { Alert, Button, Drawer, Skeleton, Table, type TableColumnsType } from 'antd';
import {
  APPROVAL_LABELS,
  isAdmin,
  isParent,
  isVerified,
  MESSAGES,
  type ApprovalRecord,
  type AuditEntry,
  type MemberHistory,
} from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AUDIT_ACTOR_LABELS, auditActionLabel } from '@academy/common/audit';
import { RoleBadge, useAsyncData } from '@academy/context';
import { DateTimeText } from '../../../components/DateTimeText';
import { StatusTag } from '../../../components/StatusTag';
import { serverMessageOf } from '../../../lib/error-message';
import { getMemberHistory } from '../api/get-member-history';
import { MemberConsents } from './MemberConsents';
import { MemberGuardians } from './MemberGuardians';
import { MemberProgram } from './MemberProgram';
import { ParentChildren } from './ParentChildren';
import './member-history.css';

const A = ADMIN_MESSAGES.admin;

const actorOf = (entry: AuditEntry) => entry.actorEmail ?? AUDIT_ACTOR_LABELS[entry.actorType] ?? entry.actorType;

const approvalColumns: TableColumnsType<ApprovalRecord> = [
  {
    key: 'status',
    title: '처리',
    width: 96,
    render: (_, record) => <strong>{APPROVAL_LABELS[record.status] ?? record.status}</strong>,
  },
  { key: 'createdAt', title: '시각', width: 130, render: (_, record) => <DateTimeText value={record.createdAt} /> },
  {
    key: 'detail',
    title: '처리자 · 메모',
    render: (_, record) =>
      [record.actedBy && `처리자: ${record.actedBy}`, record.memo && `메모: ${record.memo}`]
        .filter(Boolean)
        .join(' · ') || '-',
  },
];

const auditColumns: TableColumnsType<AuditEntry> = [
  {
    key: 'action',
    title: '작업',
    width: 110,
    render: (_, entry) => <strong>{auditActionLabel(entry.action)}</strong>,
  },
  { key: 'at', title: '시각', width: 130, render: (_, entry) => <DateTimeText value={entry.at} /> },
  {
    key: 'summary',
    title: '요약 · 처리자',
    render: (_, entry) => (
      <>
        <div>{entry.summary}</div>
        <div className="admin-muted">{actorOf(entry)}</div>
      </>
    ),
  },
];

/** The drawer's lists: short (AUDIT.memberHistoryMax at most), so one page, every row. */
function HistoryTable<Row extends { id: string }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: Row[];
  columns: TableColumnsType<Row>;
}) {
  return (
    <Table<Row>
      className="member-history__table"
      aria-label={label}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      tableLayout="fixed"
    />
  );
}

function HistoryBody({ history }: { history: MemberHistory }) {
  const { member, approvals, audit } = history;
  return (
    // Focusable: with the consents on top the drawer scrolls, and a keyboard must be able to scroll it.
    <div className="member-history" role="region" aria-label={A.memberHistoryTitle} tabIndex={0}>
      <p className="member-history__who">
        <span>{member.email}</span> <RoleBadge role={member.role} />
        {member.mustChangePassword && <StatusTag tone="warning">{A.mustChangePassword}</StatusTag>}
      </p>
      <MemberConsents memberId={member.id} />
      {/* Only a student has guardians: a parent is one, and staff accounts have none. */}
      {!isParent(member) && !isAdmin(member) && <MemberGuardians memberId={member.id} />}
      {isVerified(member) && <MemberProgram memberId={member.id} />}
      {isParent(member) && <ParentChildren parentId={member.id} />}
      {approvals.length === 0 && audit.length === 0 && <p className="admin-empty">{A.memberHistoryEmpty}</p>}
      {approvals.length > 0 && (
        <section aria-labelledby="member-history-approvals">
          <h3 id="member-history-approvals" className="member-history__heading">
            승인 기록
          </h3>
          <HistoryTable label="승인 기록" rows={approvals} columns={approvalColumns} />
        </section>
      )}
      {audit.length > 0 && (
        <section aria-labelledby="member-history-audit">
          <h3 id="member-history-audit" className="member-history__heading">
            관리 작업 기록
          </h3>
          <HistoryTable label="관리 작업 기록" rows={audit} columns={auditColumns} />
        </section>
      )}
    </div>
  );
}

/** A member's history: their approval records and every audit row about them, newest first. */
export function MemberHistoryDrawer({ memberId, onClose }: { memberId: string | null; onClose: () => void }) {
  const history = useAsyncData(() => (memberId ? getMemberHistory(memberId) : Promise.resolve(null)), [memberId]);
  const name = history.data?.member.name || history.data?.member.email;
  return (
    <Drawer
      rootClassName="member-history-drawer"
      open={memberId !== null}
      onClose={onClose}
      title={name ? `${A.memberHistoryTitle}: ${name}` : A.memberHistoryTitle}
      size={480}
      destroyOnHidden
    >
      {history.error ? (
        <Alert
          type="error"
          showIcon
          title={serverMessageOf(history.error, A.loadFailed)}
          action={<Button onClick={history.reload}>{MESSAGES.errors.remoteRetry}</Button>}
        />
      ) : history.isLoading || !history.data ? (
        <div aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      ) : (
        <HistoryBody history={history.data} />
      )}
    </Drawer>
  );
}
