import type { ReactNode } from 'react';
import { PASSWORD_CHANGE_PAGE } from '@academy/common';
import { useAuth } from '@academy/context';
import { RemotePage } from '../federation/RemotePage';
import { LockedHeader } from './LockedHeader';

/**
 * A user signed in with an administrator-issued password sees only the member remote's password
 * screen, whatever path they open (the API refuses everything else with 403
 * PASSWORD_CHANGE_REQUIRED until then), under the site header with only its logout. Once the new password is set, the auth context reads the
 * user again and the page they opened is drawn.
 */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user?.mustChangePassword) return <>{children}</>;
  return (
    <>
      <LockedHeader />
      <main id="main" className="site-main">
        <RemotePage {...PASSWORD_CHANGE_PAGE} />
      </main>
    </>
  );
}
