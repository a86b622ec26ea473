import { lazy, Suspense, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageSpinner, useAuth } from '@academy/context';
import { destinationAfterLogin, safeNext } from './destination';

// The login card is loaded only for someone who is not signed in.
const LoginPage = lazy(() => import('./LoginPage'));

/**
 * /login: a visitor who arrives signed in is sent on as soon as the session is known, without
 * waiting for the form's scripts (they would be thrown away); everyone else gets the login card.
 */
export function LoginRoute() {
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  // Decided once, when the session is first known.
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  const arrived = arrivedSignedIn ?? (isLoading ? null : user !== null);
  if (arrived !== arrivedSignedIn) setArrivedSignedIn(arrived);

  if (isLoading) return <PageSpinner />;
  if (user && arrived) return <Navigate to={destinationAfterLogin(user, safeNext(params.get('next')))} replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <LoginPage />
    </Suspense>
  );
}
