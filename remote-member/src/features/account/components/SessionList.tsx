import { useEffect, useRef, useState } from 'react';
import './account-security.css';
import { formatDateTime, MESSAGES, UI, type SessionInfo } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { HttpError, useAuth, useToast, type ApiQuery } from '@academy/context';
import { EmptyState, LoadError, SkeletonRows } from '../../../components/ListStates';
import { endOtherSessions } from '../api/end-other-sessions';
import { useSessions } from '../api/use-sessions';

const A = MEMBER_MESSAGES.memberArea;

function Sessions({ query }: { query: ApiQuery<SessionInfo[]> }) {
  const sessions = Array.isArray(query.data) ? query.data : [];
  if (query.isLoading && sessions.length === 0) return <SkeletonRows rows={Math.min(UI.skeletonRows, 2)} />;
  if (query.error) return <LoadError onRetry={query.reload} />;
  return (
    <>
      <ul className="mb-sessions mb-rows">
        {sessions.map((session) => (
          <li key={session.id} className="mb-sessions__item" data-current={session.current || undefined}>
            <div className="mb-history__head">
              <strong>{session.browser}</strong>
              {session.current && <span className="badge badge--verified">{A.thisDevice}</span>}
            </div>
            <p className="mb-muted mb-sessions__times">
              <span>{A.sessionSignedIn(formatDateTime(session.createdAt))}</span>
              <span>{A.sessionLastSeen(formatDateTime(session.lastSeenAt))}</span>
            </p>
          </li>
        ))}
      </ul>
      {sessions.every((session) => session.current) && <EmptyState message={A.onlyThisDevice} />}
    </>
  );
}

/** /account: the browsers signed in to this account, and "log out everywhere else". */
export function SessionList() {
  const query = useSessions();
  const toast = useToast();
  const { user } = useAuth();
  // The account changed (a new password signs the other browsers out): list again.
  const { reload } = query;
  const version = useRef(user?.updatedAt);
  useEffect(() => {
    const previous = version.current;
    version.current = user?.updatedAt;
    if (previous !== undefined && user?.updatedAt !== undefined && previous !== user.updatedAt) reload();
  }, [user?.updatedAt, reload]);
  const [ending, setEnding] = useState(false);
  const others = (query.data ?? []).filter((session) => !session.current).length;

  async function endOthers() {
    setEnding(true);
    try {
      const answer = await endOtherSessions();
      toast({ title: A.endOtherSessionsDone, description: answer.message, variant: 'success' });
      query.reload();
    } catch (error) {
      toast({
        title: A.endOtherSessionsFailed,
        description: error instanceof HttpError ? error.userMessage : MESSAGES.errors.internal,
        variant: 'destructive',
      });
    } finally {
      setEnding(false);
    }
  }

  return (
    <section className="card" aria-labelledby="sessions-title">
      <div className="mb-card-head mb-card-head--wrap">
        <h2 id="sessions-title" className="mb-card-title">
          {A.sessionsTitle}
        </h2>
        <button type="button" className="button" onClick={() => void endOthers()} disabled={ending || others === 0}>
          {A.endOtherSessions}
        </button>
      </div>
      <p className="mb-muted mb-sessions__lead">{A.sessionsLead}</p>
      <Sessions query={query} />
    </section>
  );
}
