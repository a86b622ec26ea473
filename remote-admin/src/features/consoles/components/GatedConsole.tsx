import type { ReactNode } from 'react';
import { PageSpinner } from '@academy/context';
import type { ConsoleAccess } from '../hooks/use-console-access';
import { ConsoleFrame } from './ConsoleFrame';
import { PasswordGate } from './PasswordGate';

export interface ConsoleSession {
  access: ConsoleAccess;
  /** Resolves null when the password was accepted, else the sentence to show. */
  login: (password: string) => Promise<string | null>;
  logout: () => void;
}

interface GatedConsoleProps {
  title: string;
  session: ConsoleSession;
  /** The password form's heading and lead while the console is locked. */
  gate: { title: string; lead: string };
  children: ReactNode;
}

/** A password-gated console page: a spinner while access is checked, the password form, or the console. */
export function GatedConsole({ title, session: { access, login, logout }, gate, children }: GatedConsoleProps) {
  if (access === 'checking') {
    return (
      <ConsoleFrame title={title}>
        <PageSpinner />
      </ConsoleFrame>
    );
  }
  if (access === 'locked') {
    return (
      <ConsoleFrame title={title}>
        <PasswordGate title={gate.title} lead={gate.lead} onSubmit={login} />
      </ConsoleFrame>
    );
  }
  return (
    <ConsoleFrame title={title} onLogout={logout}>
      {children}
    </ConsoleFrame>
  );
}
