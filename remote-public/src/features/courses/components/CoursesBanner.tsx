import { hasRole, MESSAGES } from '@academy/common';
import { apiUrl, useAuth } from '@academy/context';

/**
 * A visitor is invited to sign up or log in (a plain link to /api/login, which the
 * server sends on to /login); a PENDING member is told approval is on its way. Until the session
 * is known the banner is a visitor's, as the server drew it: nothing moves for a visitor.
 */
export function CoursesBanner() {
  const { user } = useAuth();
  if (!user) {
    return (
      <div className="notice-banner courses-banner" role="note">
        <p>{MESSAGES.publicSite.visitorBanner}</p>
        <a href={apiUrl('/login')} className="button button--primary">
          {MESSAGES.publicSite.visitorBannerLink}
        </a>
      </div>
    );
  }
  if (hasRole(user, 'PENDING')) {
    return (
      <div className="notice-banner notice-banner--warning courses-banner" role="status">
        <p>{MESSAGES.auth.pendingApproval}</p>
      </div>
    );
  }
  return null;
}
