import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@academy/context';
import { getConsoleSession } from '../api/get-console-session';

export type ConsoleAccess = 'checking' | 'open' | 'locked';

/**
 * Who may see a console: a browser holding a console session (asked of the server, which alone
 * knows the shared password), and a signed-in ADMIN where the console accepts the account
 * (`acceptsAdmin`). `unlock` after a successful password login.
 */
export function useConsoleAccess({ acceptsAdmin = true }: { acceptsAdmin?: boolean } = {}) {
  const { user, isLoading } = useAuth();
  const [access, setAccess] = useState<ConsoleAccess>('checking');
  const isAdmin = user?.role === 'ADMIN';

  useEffect(() => {
    if (isLoading) return;
    if (isAdmin) {
      // The server's ping answers yes for the ADMIN account too, so it cannot tell this console's
      // password was given: a console that wants the password asks for it in every visit.
      setAccess(acceptsAdmin ? 'open' : 'locked');
      return;
    }
    let current = true;
    getConsoleSession()
      .then((open) => current && setAccess(open ? 'open' : 'locked'))
      .catch(() => current && setAccess('locked'));
    return () => {
      current = false;
    };
  }, [isLoading, isAdmin, acceptsAdmin]);

  const unlock = useCallback(() => setAccess('open'), []);
  const lock = useCallback(() => setAccess('locked'), []);
  return { access, isAdmin, unlock, lock };
}
