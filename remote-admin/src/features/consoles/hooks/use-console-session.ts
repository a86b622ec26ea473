import { MESSAGES } from '@academy/common';
import { HttpError, useAuth, useToast } from '@academy/context';
import { consoleLogin } from '../api/console-login';
import { consoleLogout } from '../api/console-logout';
import { useConsoleAccess } from './use-console-access';

interface ConsoleSessionOptions {
  /** What a wrong password is called on this console (shown beside the form). */
  wrongPasswordText: string;
  /** false: a signed-in ADMIN is asked for the password like anyone else (/simple-admin). */
  acceptsAdmin?: boolean;
}

/** Access, password login and logout of the shared-password consoles (/_superadmin, /simple-admin). */
export function useConsoleSession({ wrongPasswordText, acceptsAdmin = true }: ConsoleSessionOptions) {
  const toast = useToast();
  const { logout: signOutAccount } = useAuth();
  const { access, isAdmin, unlock, lock } = useConsoleAccess({ acceptsAdmin });

  /** Resolves null on success, else the sentence to show beside the form. */
  async function login(password: string): Promise<string | null> {
    try {
      const answer = await consoleLogin(password);
      if (!answer?.success) throw new HttpError(401, wrongPasswordText, 'INVALID_PASSWORD');
      toast({ title: MESSAGES.console.loggedIn, variant: 'success' });
      unlock();
      return null;
    } catch (error) {
      const wrongPassword = error instanceof HttpError && error.status === 401;
      const text = wrongPassword
        ? wrongPasswordText
        : error instanceof HttpError
          ? error.userMessage
          : MESSAGES.console.genericError;
      // Said once, beside the form (PasswordGate); a toast repeated the same sentence.
      return text;
    }
  }

  /**
   * Ends the console session. Where the ADMIN account opens the console, it is signed out too, or
   * the console would stay open; elsewhere the account stays signed in.
   */
  async function logout() {
    await consoleLogout().catch(() => undefined);
    if (isAdmin && acceptsAdmin) await signOutAccount();
    lock();
    toast({ title: MESSAGES.auth.logoutDoneTitle, description: MESSAGES.console.loggedOut, variant: 'success' });
  }

  return { access, login, logout };
}
