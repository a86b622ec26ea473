import { Alert, Button, Drawer, Skeleton } from 'antd';
import { APPROVAL_LABELS, MESSAGES, type AuditEntry, type MemberHistory } from '@academy/common';
import { AUDIT_ACTOR_LABELS, auditActionLabel } from '@academy/common/audit';
import { RoleBadge, useAsyncData } from '@academy/context';
import { DateTimeText } from '../../../components/DateTimeText';
import { StatusTag } from '../../../components/StatusTag';
import { serverMessageOf } from '../../../lib/error-message';
import { getMemberHistory } from '../api/get-member-history';
import './member-history.css';

const A = MESSAGES.admin;

const actorOf = (entry: AuditEntry) => entry.actorEmail ?? AUDIT_ACTOR_LABELS[entry.actorType] ?? entry.actorType;

function HistoryBody({ history }: { history: MemberHistory }) {
  const { member, approvals, audit } = history;
  return (
    <div className="member-history">
      <p className="member-history__who">
        <span>{member.email}</span> <RoleBadge role={member.role} />
        {member.mustChangePassword && <StatusTag tone="warning">{A.mustChangePassword}</StatusTag>}
      </p>
      {approvals.length === 0 && audit.length === 0 && <p className="admin-empty">{A.memberHistoryEmpty}</p>}
      {approvals.length > 0 && (
        <section aria-labelledby="member-history-approvals">
          <h3 id="member-history-approvals" className="member-history__heading">
            승인 기록
          </h3>
          <ol className="member-history__list">
            {approvals.map((record) => (
              <li key={record.id}>
                <strong>{APPROVAL_LABELS[record.status] ?? record.status}</strong>{' '}
                <DateTimeText value={record.createdAt} />
                <div className="admin-muted">
                  {[record.actedBy && `처리자: ${record.actedBy}`, record.memo && `메모: ${record.memo}`]
                    .filter(Boolean)
                    .join(' · ') || '-'}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
      {audit.length > 0 && (
        <section aria-labelledby="member-history-audit">
          <h3 id="member-history-audit" className="member-history__heading">
            관리 작업 기록
          </h3>
          <ol className="member-history__list">
            {audit.map((entry) => (
              <li key={entry.id}>
                <strong>{auditActionLabel(entry.action)}</strong> <DateTimeText value={entry.at} />
                <div>{entry.summary}</div>
                <div className="admin-muted">{actorOf(entry)}</div>
              </li>
            ))}
          </ol>
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
