import { MESSAGES } from '@academy/common';
import { StatusPanel } from './StatusPanel';

interface LoadErrorPanelProps {
  title: string;
  onRetry: () => void;
  /** A plain retry button, for a panel inside a page section rather than filling the page. */
  quiet?: boolean;
}

/** "Could not load", the hint and a retry: the public pages' one answer to a failed request. */
export function LoadErrorPanel({ title, onRetry, quiet = false }: LoadErrorPanelProps) {
  return (
    <StatusPanel
      tone="error"
      title={title}
      action={
        <button type="button" className={quiet ? 'button' : 'button button--primary'} onClick={onRetry}>
          {MESSAGES.publicSite.retry}
        </button>
      }
    >
      <p>{MESSAGES.publicSite.loadFailedHint}</p>
    </StatusPanel>
  );
}
