import type { ReactNode } from 'react';

/** The card list of the consoles and dashboard tabs. */
export function ConsoleList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className="console-list" aria-label={label}>
      {children}
    </ul>
  );
}

interface ConsoleItemProps {
  /** A thumbnail before the text. */
  media?: ReactNode;
  title: ReactNode;
  /** Titles a section of its own (a program), rather than one line of a list. */
  heading?: boolean;
  /** Lines under the title. */
  children?: ReactNode;
  actions?: ReactNode;
}

export function ConsoleItem({ media, title, heading = false, children, actions }: ConsoleItemProps) {
  const Title = heading ? 'h3' : 'p';
  return (
    <li className="console-item">
      {media}
      <div className="console-item__body">
        <Title className="console-item__title">{title}</Title>
        {children}
      </div>
      {actions && <div className="console-item__actions">{actions}</div>}
    </li>
  );
}

export function ConsoleItemText({ children }: { children: ReactNode }) {
  return <p className="console-item__text">{children}</p>;
}
