import { Card, Statistic } from 'antd';
import { type MailOutboxStatus } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { DateTimeText } from '../../../components/DateTimeText';

const M = ADMIN_MESSAGES.admin.mail;

/** Failed e-mails (given up after three days of retries) and how long the oldest waiting one has waited. */
export function MailCard({ status }: { status: MailOutboxStatus | null }) {
  const attention = status !== null && status.failed > 0;
  return (
    <Card className={attention ? 'admin-card admin-card--attention' : 'admin-card'}>
      <Statistic
        title={M.failedTitle}
        value={status?.failed ?? '-'}
        suffix={
          status === null ? (
            <span className="admin-muted admin-stat-note">{ADMIN_MESSAGES.admin.countUnavailable}</span>
          ) : (
            '건'
          )
        }
      />
      {status && (
        <div className="admin-muted admin-mail-note">
          {status.pending > 0 ? (
            <p>
              {M.pending(status.pending)} · {M.oldestWaiting} <DateTimeText value={status.oldestPendingAt} />
            </p>
          ) : (
            <p>{M.noneWaiting}</p>
          )}
          {status.lastFailure && (
            <p>
              {M.lastFailure(status.lastFailure.kind)} (<DateTimeText value={status.lastFailure.createdAt} />)
              {status.lastFailure.error ? ` — ${status.lastFailure.error}` : ''}
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
