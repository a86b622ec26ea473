import { useId } from 'react';
import { displayName, formatDate, MESSAGES } from '@academy/common';
import { PARENT_HOME_MESSAGES as P, PARENT_LINK_STATUS_LABELS, type ParentOwnLink } from '@academy/common/parents';
import { HttpError, useToast, type ApiQuery } from '@academy/context';
import { TitledCard } from '../../../components/TitledCard';
import { LoadError, SkeletonRows } from '../../../components/ListStates';
import { removeLink } from '../api/parent-reads';

/** The parent's links: waiting ones can be withdrawn, confirmed ones removed. Hidden while there are none. */
export function ParentLinksCard({ query, onChanged }: { query: ApiQuery<ParentOwnLink[]>; onChanged: () => void }) {
  const id = useId();
  const toast = useToast();
  const links = Array.isArray(query.data) ? query.data : [];
  if (!query.isLoading && !query.error && links.length === 0) return null;

  async function remove(link: ParentOwnLink) {
    if (!window.confirm(P.unlinkConfirm(displayName(link.child)))) return;
    try {
      const answer = await removeLink(link.id);
      toast({ title: P.unlink, description: answer.message, variant: 'success' });
      onChanged();
    } catch (failure) {
      toast({
        title: P.failed,
        description: failure instanceof HttpError ? failure.userMessage : MESSAGES.errors.internal,
        variant: 'destructive',
      });
    }
  }

  return (
    <TitledCard id={`${id}-title`} title={P.linksTitle}>
      {query.error ? (
        <LoadError onRetry={query.reload} />
      ) : query.isLoading && links.length === 0 ? (
        <SkeletonRows rows={1} />
      ) : (
        <ul className="mb-rows pa-links">
          {links.map((link) => (
            <li key={link.id} className="pa-links__item" data-testid="parent-link">
              <span>
                <strong>{displayName(link.child)}</strong>
                <span className="mb-muted"> · {formatDate(link.createdAt)}</span>
              </span>
              <span className={link.status === 'PENDING' ? 'pa-tag' : 'pa-tag pa-tag--pass'}>
                {link.status === 'PENDING' ? P.pending : PARENT_LINK_STATUS_LABELS[link.status]}
              </span>
              <button type="button" className="button button--ghost" onClick={() => remove(link)}>
                {link.status === 'PENDING' ? P.cancelRequest : P.unlink}
              </button>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
