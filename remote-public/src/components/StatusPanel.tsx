import type { ReactNode } from 'react';
import './status-panel.css';

interface StatusPanelProps {
  tone: 'error' | 'empty' | 'info';
  title: string;
  /** h1 when the panel is all the page has to say (a not-found program). */
  titleAs?: 'p' | 'h1' | 'h2';
  children?: ReactNode;
  /** One character in the circle; by default "!" for an error, "○" for an empty list. */
  icon?: string;
  /** A retry button or a link out of the dead end. */
  action?: ReactNode;
}

/** The one look for "could not load", "nothing here yet" and "not found" across the public pages. */
export function StatusPanel({ tone, title, titleAs: Title = 'p', icon, children, action }: StatusPanelProps) {
  return (
    <div className={`status-panel status-panel--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="status-panel__icon" aria-hidden="true">
        {icon ?? (tone === 'error' ? '!' : tone === 'empty' ? '○' : 'i')}
      </span>
      <Title className="status-panel__title">{title}</Title>
      {children && <div className="status-panel__body">{children}</div>}
      {action && <div className="status-panel__action">{action}</div>}
    </div>
  );
}
