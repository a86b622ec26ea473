import { useState } from 'react';
import { displayName, formatDate, MESSAGES } from '@academy/common';
import {
  PARENT_LINK_STATUS_LABELS,
  PARENT_SCREEN_MESSAGES as P,
  type StudentGuardianLink,
} from '@academy/common/parents';
import { HttpError, useToast } from '@academy/context';
import { EmptyState, LoadError, SkeletonRows } from '../../../components/ListStates';
import { removeGuardian, useGuardians } from '../api/guardians';

const STATUS_CLASS = { PENDING: 'badge--pending', CONFIRMED: 'badge--verified' } as const;

function Guardian({ link, onRemove, busy }: { link: StudentGuardianLink; onRemove: () => void; busy: boolean }) {
  const name = displayName(link.parent) || P.unnamedGuardian;
  return (
    <li className="mb-guardians__item">
      <div className="mb-guardians__who">
        <strong>{name}</strong>
        <span className={`badge ${STATUS_CLASS[link.status]}`}>{PARENT_LINK_STATUS_LABELS[link.status]}</span>
        <time className="mb-muted" dateTime={link.createdAt}>
          {formatDate(link.createdAt)}
        </time>
      </div>
      <button type="button" className="button" onClick={onRemove} disabled={busy} aria-label={`${name} ${P.unlink}`}>
        {P.unlink}
      </button>
    </li>
  );
}

/** The parents linked to this student, each removable after a confirmation (a request not made by them included). */
export function GuardianList() {
  const query = useGuardians();
  const toast = useToast();
  const [removing, setRemoving] = useState<string | null>(null);
  const links = Array.isArray(query.data) ? query.data : [];

  async function remove(link: StudentGuardianLink) {
    if (!window.confirm(P.unlinkConfirm(displayName(link.parent) || P.unnamedGuardian))) return;
    setRemoving(link.id);
    try {
      const answer = await removeGuardian(link.id);
      toast({ title: answer.message, variant: 'success' });
      query.reload();
    } catch (error) {
      toast({
        title: P.unlinkFailed,
        description: error instanceof HttpError ? error.userMessage : MESSAGES.errors.internal,
        variant: 'destructive',
      });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section className="mb-guardians" aria-labelledby="guardians-title">
      <h3 id="guardians-title" className="mb-guardians__title">
        {P.guardiansTitle}
      </h3>
      {query.isLoading && links.length === 0 ? (
        <SkeletonRows rows={1} />
      ) : query.error ? (
        <LoadError onRetry={query.reload} />
      ) : links.length === 0 ? (
        <EmptyState message={P.guardiansEmpty} />
      ) : (
        <ul className="mb-rows">
          {links.map((link) => (
            <Guardian key={link.id} link={link} busy={removing === link.id} onRemove={() => void remove(link)} />
          ))}
        </ul>
      )}
    </section>
  );
}
