import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime, isParent, MESSAGES } from '@academy/common';
import { PARENT_INVITE_MESSAGES as I, PARENT_INVITE_PATH, PARENT_MESSAGES } from '@academy/common/parents';
import { HttpError, PageSpinner, useAuth, useToast } from '@academy/context';
import '../styles/member.css';
import '../features/parent/components/parent.css';
import { LoadError } from '../components/ListStates';
import { acceptInvitation, useInvitation } from '../features/parent/api/invitation';

/**
 * /parent/invite?token=…: the link staff sent a parent. A visitor signs up as a parent (or logs in)
 * and comes back here; a signed-in parent links the child with one button.
 */
export default function ParentInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = useInvitation(token);
  const { user, isLoading } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState(false);
  const back = encodeURIComponent(`${PARENT_INVITE_PATH}?token=${token ?? ''}`);

  async function accept() {
    if (!token) return;
    setAccepting(true);
    try {
      const answer = await acceptInvitation(token);
      toast({ title: I.title, description: answer.message, variant: 'success' });
      navigate('/parent');
    } catch (error) {
      toast({
        title: I.title,
        description: error instanceof HttpError ? error.userMessage : MESSAGES.errors.internal,
        variant: 'destructive',
      });
      setAccepting(false);
    }
  }

  if (isLoading) return <PageSpinner />;
  return (
    <section className="container page" data-remote="member">
      <h1 className="page__title">{I.title}</h1>
      <div className="card pa-invite">
        {!token || (invitation.error instanceof HttpError && invitation.error.status === 400) ? (
          <p role="alert">{PARENT_MESSAGES.inviteInvalid}</p>
        ) : invitation.error ? (
          <LoadError onRetry={invitation.reload} />
        ) : !invitation.data ? (
          <p className="mb-muted" role="status">
            {I.loading}
          </p>
        ) : (
          <>
            <p className="pa-invite__lead">{I.forChild(invitation.data.childName)}</p>
            <p className="mb-muted">{I.validUntil(formatDateTime(invitation.data.expiresAt))}</p>
            {!user ? (
              <>
                <p>{I.visitorLead}</p>
                <div className="pa-invite__actions">
                  <Link className="button button--primary" to={`/login?signup=parent&next=${back}`}>
                    {I.signUp}
                  </Link>
                  <Link className="button" to={`/login?next=${back}`}>
                    {I.signIn}
                  </Link>
                </div>
              </>
            ) : isParent(user) ? (
              <button type="button" className="button button--primary" onClick={accept} disabled={accepting}>
                {I.accept}
              </button>
            ) : (
              <p role="alert">{I.notParent}</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
