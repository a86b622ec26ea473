import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { hasRole, isMarkedVisitor, type SignupAgreements, type User } from '@academy/common';
import { api } from './api-client/client';
import { SESSION_CHANGED_EVENT } from './api-client/request';

export interface SignupInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  /** The consents (issue 29): terms and privacy are required, marketing is optional. */
  agreements: SignupAgreements;
  under14?: boolean;
  guardianName?: string;
  guardianPhone?: string;
  guardianConsent?: boolean;
}

export interface AuthValue {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Reads the current user again (after login, approval, logout). */
  refetch: () => Promise<User | null>;
  login: (email: string, password: string) => Promise<User>;
  signup: (input: SignupInput) => Promise<{ message: string; user: User }>;
  logout: () => Promise<void>;
  /**
   * True once this tab signed out on purpose (logout, or the account deleted): a guarded page the
   * visitor is still on sends them home, not to /login as an expired session would.
   */
  signedOut: boolean;
}

const AuthContext = createContext<AuthValue | null>(null);

/** Storage keys the original client cleared at logout. */
export const AUTH_STORAGE_KEYS = ['auth_user', 'token', 'user', 'session'] as const;

function clearStorageForAdmin(): void {
  // An ADMIN logout clears everything local, except the visitor's theme choice.
  const theme = localStorage.getItem('theme');
  localStorage.clear();
  sessionStorage.clear();
  if (theme) localStorage.setItem('theme', theme);
}

async function unregisterServiceWorkers(): Promise<void> {
  const registrations = await navigator.serviceWorker?.getRegistrations?.().catch(() => []);
  await Promise.all((registrations ?? []).map((registration) => registration.unregister()));
}

/**
 * The one auth context of the site. The shell renders the provider once; every remote reads it
 * through the shared singleton package, so a login anywhere is seen everywhere at once.
 * `hydrating`: the browser takes over a server-rendered page, which was drawn still loading, or,
 * for a page drawn for the signed-in caller (/parent), as `signedInAs`: the user the server read
 * from the session, so neither it nor the browser waits for GET /api/auth/user.
 */
export function AuthProvider({
  children,
  hydrating = false,
  signedInAs,
}: {
  children: ReactNode;
  hydrating?: boolean;
  signedInAs?: User;
}) {
  const [user, setUser] = useState<User | null>(signedInAs ?? null);
  const [loading, setLoading] = useState(signedInAs === undefined);
  const [knownAtStart] = useState(signedInAs !== undefined);
  const [signedOut, setSignedOut] = useState(false);
  // Read once on the client; the server (and hydration) draw the page still loading, as before.
  const [visitorAtStart] = useState(() => typeof document !== 'undefined' && isMarkedVisitor(document.cookie));
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    // A transition, not useSyncExternalStore's server snapshot: that one re-renders every reader
    // of this context in one synchronous task right after hydration (~150 ms on a mid-range phone);
    // a transition renders them in slices that yield to the browser.
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  const isLoading = loading && !(hydrated && visitorAtStart);
  const latest = useRef(0);

  const refetch = useCallback(async () => {
    const call = ++latest.current;
    try {
      const current = await api.get('/auth/user', { on401: 'returnNull' });
      if (call === latest.current) {
        setUser(current);
        if (current) setSignedOut(false);
      }
      return current;
    } catch {
      // A failing current-user call means "no user", never a broken page (no retry).
      if (call === latest.current) setUser(null);
      return null;
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    // refetch sets state only after its request answers; the rule takes the async call for a sync setState.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!visitorAtStart && !knownAtStart) void refetch();
    const onSessionChanged = () => void refetch();
    window.addEventListener(SESSION_CHANGED_EVENT, onSessionChanged);
    return () => window.removeEventListener(SESSION_CHANGED_EVENT, onSessionChanged);
  }, [refetch, visitorAtStart, knownAtStart]);

  const login = useCallback(
    async (email: string, password: string) => {
      const answer = await api.post('/auth/login', { body: { email, password } });
      await refetch();
      return answer.user;
    },
    [refetch],
  );

  const signup = useCallback((input: SignupInput) => api.post('/auth/signup', { body: input }), []);

  const logout = useCallback(async () => {
    if (hasRole(user, 'ADMIN')) {
      await api.post('/auth/logout').catch(() => undefined);
      clearStorageForAdmin();
    } else {
      await api.post('/auth/student-logout').catch(() => undefined);
      for (const key of AUTH_STORAGE_KEYS) localStorage.removeItem(key);
      await unregisterServiceWorkers();
    }
    setSignedOut(true);
    setUser(null);
    await refetch();
  }, [user, refetch]);

  const value = useMemo<AuthValue>(
    () => ({ user, isLoading, isAuthenticated: user !== null, refetch, login, signup, logout, signedOut }),
    [user, isLoading, refetch, login, signup, logout, signedOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider> (the shell renders it once)');
  return value;
}
