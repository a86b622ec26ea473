import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { AuthDialogsProps } from './AuthDialogs';

export type AuthDialog = 'login' | 'signup';

interface AuthDialogsValue {
  open: (dialog: AuthDialog) => void;
  close: () => void;
}

const AuthDialogsContext = createContext<AuthDialogsValue | null>(null);

type Dialogs = ComponentType<AuthDialogsProps>;

// The dialogs' code (a few KB, no component library) stays off the first load and is fetched
// once the page is idle. Loaded by hand, not with React.lazy: a Suspense boundary that shows its
// fallback holds the revealed content back for up to 300 ms, which the first open would wait for.
let loading: Promise<Dialogs> | undefined;
const loadDialogs = () => (loading ??= import('./AuthDialogs').then((module) => module.default));

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
}

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog | null>(null);
  const [Dialogs, setDialogs] = useState<Dialogs | null>(null);
  const showWhenLoaded = useCallback(() => void loadDialogs().then((loaded) => setDialogs(() => loaded)), []);

  useEffect(() => whenIdle(showWhenLoaded), [showWhenLoaded]);

  const open = useCallback(
    (next: AuthDialog) => {
      setDialog(next);
      showWhenLoaded();
    },
    [showWhenLoaded],
  );
  const close = useCallback(() => setDialog(null), []);
  const value = useMemo(() => ({ open, close }), [open, close]);

  return (
    <AuthDialogsContext.Provider value={value}>
      {children}
      {Dialogs && <Dialogs dialog={dialog} onSwitch={open} onClose={close} />}
    </AuthDialogsContext.Provider>
  );
}

export function useAuthDialogs(): AuthDialogsValue {
  const value = useContext(AuthDialogsContext);
  if (!value) throw new Error('useAuthDialogs must be used inside <AuthDialogsProvider>');
  return value;
}
