import { useRef, useState } from 'react';
import { MESSAGES } from '@academy/common';
import {
  displayLinkCode,
  linkCodeExpiryLabel,
  PARENT_SCREEN_MESSAGES as P,
  type ParentLinkCode,
} from '@academy/common/parents';
import { HttpError, useToast } from '@academy/context';
import { LoadError, SkeletonRows } from '../../../components/ListStates';
import { TitledCard } from '../../../components/TitledCard';
import { renewParentLinkCode, useParentLinkCode } from '../api/parent-link-code';
import { GuardianList } from './GuardianList';
import './parent-link.css';

/** Selects the code's text, so it can be copied by hand when the browser refuses the clipboard. */
function selectText(node: HTMLElement | null) {
  if (!node) return;
  const range = document.createRange();
  range.selectNodeContents(node);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
}

function LinkCode({ code, onRenew, renewing }: { code: ParentLinkCode; onRenew: () => void; renewing: boolean }) {
  const toast = useToast();
  const shown = useRef<HTMLElement>(null);
  const expires = linkCodeExpiryLabel(code.expiresAt);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code.code);
      toast({ title: P.copied, variant: 'success' });
    } catch {
      selectText(shown.current);
      toast({ title: P.copyFailed, variant: 'destructive' });
    }
  }

  return (
    <div className="mb-link-code">
      <p className="mb-link-code__label">{P.codeLabel}</p>
      {/* Two groups of four, read aloud over the phone more easily; the parent may type either form.
          Read after its label: a name on a <code> is not allowed (a generic element). */}
      <code ref={shown} className="mb-link-code__value" data-testid="link-code">
        {displayLinkCode(code.code)}
      </code>
      {expires && (
        <p className="mb-muted mb-link-code__expires">
          <time dateTime={code.expiresAt}>{P.codeExpires(expires)}</time>
        </p>
      )}
      <div className="mb-link-code__actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {P.copy}
        </button>
        <button
          type="button"
          className="button"
          onClick={onRenew}
          disabled={renewing}
          aria-busy={renewing || undefined}
        >
          {P.renew}
        </button>
      </div>
    </div>
  );
}

/** /account for an approved student: the code a parent links with, and the parents linked. */
export function ParentLinkCard() {
  const query = useParentLinkCode();
  const toast = useToast();
  // The renewed code is the answer of the POST: shown at once, without asking the GET again.
  const [renewed, setRenewed] = useState<ParentLinkCode | null>(null);
  const [renewing, setRenewing] = useState(false);
  const code = renewed ?? query.data;

  async function renew() {
    setRenewing(true);
    try {
      setRenewed(await renewParentLinkCode());
      toast({ title: P.renewed, variant: 'success' });
    } catch (error) {
      toast({
        title: P.renewFailed,
        description: error instanceof HttpError ? error.userMessage : MESSAGES.errors.internal,
        variant: 'destructive',
      });
    } finally {
      setRenewing(false);
    }
  }

  return (
    <TitledCard id="parent-link-title" title={P.linkCardTitle} className="mb-parent-link">
      <p className="mb-muted">{P.linkCardLead}</p>
      {code ? (
        <LinkCode code={code} renewing={renewing} onRenew={() => void renew()} />
      ) : query.error ? (
        <LoadError onRetry={query.reload} />
      ) : (
        <SkeletonRows rows={1} />
      )}
      <GuardianList />
    </TitledCard>
  );
}
