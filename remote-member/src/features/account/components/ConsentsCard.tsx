import { useState } from 'react';
import { CONSENT_KIND_LABELS, formatDateTime, MESSAGES, SIGNUP_CONSENT_MESSAGES as M } from '@academy/common';
import { HttpError, useToast } from '@academy/context';
import { TitledCard } from '../../../components/TitledCard';
import { LoadError, SkeletonRows } from '../../../components/ListStates';
import { setMarketingConsent, useMyConsents } from '../api/my-consents';
import './account-security.css';

/** /account: the consents given, and the one that can be withdrawn here (광고성 정보 수신). */
export function ConsentsCard() {
  const query = useMyConsents();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  // The box follows the click at once; the server's answer confirms it (or puts it back).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const consents = Array.isArray(query.data) ? query.data : [];
  const marketing = chosen ?? consents.find((consent) => consent.kind === 'MARKETING')?.given === true;

  async function toggle(next: boolean) {
    setSaving(true);
    setChosen(next);
    try {
      await setMarketingConsent(next);
      toast({ title: next ? M.marketingOn : M.marketingOff, variant: 'success' });
      query.reload();
    } catch (error) {
      setChosen(null);
      toast({
        title: '동의 변경 실패',
        description: error instanceof HttpError ? error.userMessage : MESSAGES.errors.internal,
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <TitledCard id="consents-title" title={M.consentsTitle}>
      {query.isLoading && consents.length === 0 ? (
        <SkeletonRows rows={2} />
      ) : query.error ? (
        <LoadError onRetry={query.reload} />
      ) : (
        <>
          <ul className="mb-consents mb-rows">
            {consents.length === 0 && <li className="mb-muted">{M.none}</li>}
            {consents
              .filter((consent) => consent.kind !== 'MARKETING')
              .map((consent) => (
                <li key={consent.kind} className="mb-consents__item">
                  <strong>{CONSENT_KIND_LABELS[consent.kind]}</strong>
                  <span className="mb-muted">
                    {consent.given ? M.given : M.withdrawn} · {M.version(consent.version)} ·{' '}
                    {formatDateTime(consent.at)}
                  </span>
                </li>
              ))}
          </ul>
          <label className="mb-consents__toggle">
            <input
              type="checkbox"
              checked={marketing}
              disabled={saving}
              onChange={(event) => void toggle(event.target.checked)}
            />
            <span>{M.marketingLabel}</span>
          </label>
          <p className="mb-muted mb-consents__lead">
            필수 동의는 회원 탈퇴로 철회할 수 있습니다. 광고성 정보 수신 동의는 언제든 바꿀 수 있습니다.
          </p>
        </>
      )}
    </TitledCard>
  );
}
