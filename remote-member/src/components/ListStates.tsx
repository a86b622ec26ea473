import { MESSAGES } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';

/** A list that failed to load: the reason and a retry that loads it again. */
export function LoadError({
  message = MESSAGES.content.genericError,
  onRetry,
}: {
  message?: string;
  onRetry: () => void;
}) {
  return (
    <div className="mb-state mb-state--error" role="alert">
      <p className="mb-state__text">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {MEMBER_MESSAGES.memberArea.retry}
      </button>
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <div className="mb-state">
      <p className="mb-state__text">{message}</p>
    </div>
  );
}

/** Grey placeholder rows while a list loads; announced once to screen readers. */
export function SkeletonRows({ rows, variant = 'row' }: { rows: number; variant?: 'row' | 'card' }) {
  return (
    <div className={`mb-skeleton mb-skeleton--${variant}`} role="status" aria-busy="true">
      <span className="visually-hidden">불러오는 중…</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="mb-skeleton__item" data-testid="skeleton-row" aria-hidden="true">
          <span className="mb-skeleton__line mb-skeleton__line--wide" />
          <span className="mb-skeleton__line" />
        </div>
      ))}
    </div>
  );
}
