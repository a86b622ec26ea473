import { useCallback, useEffect, useState } from 'react';
import { isAdmin as isAdminRole } from '@academy/common';
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
  const isAdmin = isAdminRole(user);
  // The server's ping answers yes for the ADMIN account too, so it cannot tell this console's
  // password was given: a console that wants the password asks for it in every visit.
  const adminAccess: ConsoleAccess | null = !isLoading && isAdmin ? (acceptsAdmin ? 'open' : 'locked') : null;
  const [access, setAccess] = useState<ConsoleAccess>(adminAccess ?? 'checking');
  // Settled for a new session or console in the render that sees it (unlock/lock may change it after).
  const situation = `${isLoading}|${isAdmin}|${acceptsAdmin}`;
  const [settledFor, setSettledFor] = useState(situation);
  if (settledFor !== situation) {
    setSettledFor(situation);
    if (adminAccess) setAccess(adminAccess);
  }

  useEffect(() => {
    if (isLoading) return;
    if (isAdmin) return;
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
