import { Link } from 'react-router-dom';
import { hasRole, isParent, type ApprovalRecord, type User } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { PARENT_SCREEN_MESSAGES as P } from '@academy/common/parents';
import { RoleBadge } from '@academy/context';

const M = MEMBER_MESSAGES.memberArea;

/** Why a PENDING member still waits: a rejection or a revoked approval is said out loud, with the admin's memo. */
function PendingExplanation({ latest }: { latest: ApprovalRecord | null }) {
  const setBack = latest?.status === 'REJECTED' ? M.rejected : latest?.status === 'REVOKED' ? M.revoked : null;
  return (
    <div className="notice-banner notice-banner--warning mb-status__banner" role="note">
      <strong className="mb-status__banner-title">{M.pendingTitle}</strong>
      <p className="mb-status__banner-text">{M.pendingExplain}</p>
      {setBack && latest && (
        <div className="mb-status__decision" data-testid="latest-decision">
          <p className="mb-status__banner-text">
            <strong>{setBack}</strong>
          </p>
          {latest.memo && <p className="mb-status__memo">관리자 메모: {latest.memo}</p>}
          <p className="mb-status__banner-text">{M.contactAcademy}</p>
        </div>
      )}
    </div>
  );
}

interface AccountStatusProps {
  user: User;
  /** The newest approval record, once loaded. */
  latest: ApprovalRecord | null;
}

export function AccountStatus({ user, latest }: AccountStatusProps) {
  return (
    <section className="card mb-status" aria-labelledby="account-status-title">
      <div className="mb-card-head">
        <h2 id="account-status-title" className="mb-card-title">
          계정 상태
        </h2>
        <RoleBadge role={user.role} />
      </div>
      {hasRole(user, 'PENDING') && <PendingExplanation latest={latest} />}
      {hasRole(user, 'VERIFIED') && <p className="mb-muted">{M.verifiedStatus}</p>}
      {hasRole(user, 'ADMIN') && <p className="mb-muted">{M.adminStatus}</p>}
      {isParent(user) && (
        <>
          <p className="mb-muted">{P.parentStatus}</p>
          <p>
            <Link to="/parent" className="button button--primary">
              {P.parentHome}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
