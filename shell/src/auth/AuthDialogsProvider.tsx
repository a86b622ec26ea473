import { createContext, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { AuthDialogsProps } from './AuthDialogs';

export type AuthDialog = 'login' | 'signup' | 'forgot';

interface AuthDialogsValue {
  open: (dialog: AuthDialog) => void;
  close: () => void;
  /** The dialog open now, if any (the phone menu closes when one opens). */
  current: AuthDialog | null;
}

const AuthDialogsContext = createContext<AuthDialogsValue | null>(null);

type Dialogs = ComponentType<AuthDialogsProps>;

// The dialogs' code (a few KB and their stylesheet, no component library) is fetched on the first
// open, never for a visitor who only reads the page (fetched early, its stylesheet restyled the whole
// page while it was still becoming interactive). Loaded by hand, not with React.lazy: a Suspense
// boundary that shows its fallback holds the revealed content back for up to 300 ms.
let loading: Promise<Dialogs> | undefined;
const loadDialogs = () => (loading ??= import('./AuthDialogs').then((module) => module.default));

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog | null>(null);
  const [Dialogs, setDialogs] = useState<Dialogs | null>(null);
  const open = useCallback((next: AuthDialog) => {
    setDialog(next);
    void loadDialogs().then((loaded) => setDialogs(() => loaded));
  }, []);
  const close = useCallback(() => setDialog(null), []);
  const value = useMemo(() => ({ open, close, current: dialog }), [open, close, dialog]);

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
