import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { hasRole, MESSAGES, UI, type Role } from '@academy/common';
import { useAuth } from './auth';
import { PageSpinner } from './page-spinner';
import { loginPath } from './session-redirect';
import { useToast } from './toast';

interface RequireAuthProps {
  /** Omit to let any signed-in user through. */
  roles?: readonly Role[];
  /** Admin pages tell a signed-in non-admin why before sending them home. */
  denied?: 'redirect' | 'toast';
  children: ReactNode;
}

function DeniedWithToast() {
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    toast({ title: MESSAGES.auth.accessDenied, description: MESSAGES.auth.adminOnly, variant: 'destructive' });
    const timer = setTimeout(() => navigate('/', { replace: true }), UI.redirectDelayMs);
    return () => clearTimeout(timer);
  }, [toast, navigate]);
  return <PageSpinner />;
}

/**
 * Route guard: a spinner while the session loads, /login?next= for a visitor (home for one who just
 * signed out here),
 * /account for a member waiting for approval, / for another signed-in user whose role is not allowed. The server enforces the same rule.
 */
export function RequireAuth({ roles, denied = 'redirect', children }: RequireAuthProps) {
  const { user, isLoading, signedOut } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={signedOut ? '/' : loginPath(location.pathname + location.search)} replace />;
  if (roles && !hasRole(user, ...roles)) {
    if (denied === 'toast') return <DeniedWithToast />;
    // A member waiting for approval is shown why (on /account), not silently sent home.
    return <Navigate to={hasRole(user, 'PENDING') ? '/account' : '/'} replace />;
  }
  return <>{children}</>;
}

interface AuthorizationProps {
  allowedRoles: readonly Role[];
  forbiddenFallback?: ReactNode;
  children: ReactNode;
}

/** Shows children only to the allowed roles; a piece of a page, not a route. */
export function Authorization({ allowedRoles, forbiddenFallback = null, children }: AuthorizationProps) {
  const { user } = useAuth();
  return <>{hasRole(user, ...allowedRoles) ? children : forbiddenFallback}</>;
}
