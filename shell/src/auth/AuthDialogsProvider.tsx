import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthDialog = 'login' | 'signup';

interface AuthDialogsValue {
  open: (dialog: AuthDialog) => void;
  close: () => void;
}

const AuthDialogsContext = createContext<AuthDialogsValue | null>(null);

// antd is loaded the first time a dialog opens, never for a visitor who only reads the page.
const AuthDialogs = lazy(() => import('./AuthDialogs'));

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog | null>(null);
  const [everOpened, setEverOpened] = useState(false);

  const open = useCallback((next: AuthDialog) => {
    setEverOpened(true);
    setDialog(next);
  }, []);
  const close = useCallback(() => setDialog(null), []);
  const value = useMemo(() => ({ open, close }), [open, close]);

  return (
    <AuthDialogsContext.Provider value={value}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <AuthDialogs dialog={dialog} onSwitch={open} onClose={close} />
        </Suspense>
      )}
    </AuthDialogsContext.Provider>
  );
}

export function useAuthDialogs(): AuthDialogsValue {
  const value = useContext(AuthDialogsContext);
  if (!value) throw new Error('useAuthDialogs must be used inside <AuthDialogsProvider>');
  return value;
}
