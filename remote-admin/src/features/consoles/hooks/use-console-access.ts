import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@academy/context';
import { getConsoleSession } from '../api/get-console-session';

export type ConsoleAccess = 'checking' | 'open' | 'locked';

/**
 * Who may see a console: a signed-in ADMIN, or a browser holding a console session (asked of the
 * server, which alone knows the shared password). `unlock` after a successful password login.
 */
export function useConsoleAccess() {
  const { user, isLoading } = useAuth();
  const [access, setAccess] = useState<ConsoleAccess>('checking');
  const isAdmin = user?.role === 'ADMIN';

  useEffect(() => {
    if (isLoading) return;
    if (isAdmin) {
      setAccess('open');
      return;
    }
    let current = true;
    getConsoleSession()
      .then((open) => current && setAccess(open ? 'open' : 'locked'))
      .catch(() => current && setAccess('locked'));
    return () => {
      current = false;
    };
  }, [isLoading, isAdmin]);

  const unlock = useCallback(() => setAccess('open'), []);
  const lock = useCallback(() => setAccess('locked'), []);
  return { access, isAdmin, unlock, lock };
}
