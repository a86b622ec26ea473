import { useId, useState } from 'react';
import { MESSAGES } from '@academy/common';
import { PARENT_HOME_MESSAGES as P, type ParentSettings } from '@academy/common/parents';
import { HttpError, useToast } from '@academy/context';
import { TitledCard } from '../../../components/TitledCard';
import { LoadError, SkeletonRows } from '../../../components/ListStates';
import { changeParentSettings, useParentSettings } from '../api/parent-reads';

type Choice = 'weeklyReport' | 'reportByPhone';

/** The report's two switches: the Monday mail (the mail's unsubscribe link turns it off too) and its phone summary. */
export function ReportSettingsCard() {
  const id = useId();
  const toast = useToast();
  const query = useParentSettings();
  const [saving, setSaving] = useState<Choice | null>(null);
  const [shown, setShown] = useState<ParentSettings | null>(null);
  const settings = shown ?? query.data ?? null;

  async function toggle(choice: Choice, value: boolean) {
    setSaving(choice);
    try {
      setShown(await changeParentSettings({ [choice]: value }));
      toast({ title: P.saved, variant: 'success' });
    } catch (failure) {
      toast({
        title: P.failed,
        description: failure instanceof HttpError ? failure.userMessage : MESSAGES.errors.internal,
        variant: 'destructive',
      });
    } finally {
      setSaving(null);
    }
  }

  return (
    <TitledCard id={`${id}-title`} title={P.settingsTitle}>
      {query.error ? (
        <LoadError onRetry={query.reload} />
      ) : !settings ? (
        <SkeletonRows rows={1} />
      ) : (
        <div className="pa-settings">
          <label className="mb-consents__toggle">
            <input
              type="checkbox"
              checked={settings.weeklyReport}
              disabled={saving !== null}
              onChange={(event) => toggle('weeklyReport', event.target.checked)}
            />
            <span>{P.weeklyReportLabel}</span>
          </label>
          <label className="mb-consents__toggle">
            <input
              type="checkbox"
              checked={settings.reportByPhone}
              disabled={saving !== null || (!settings.phone && !settings.reportByPhone)}
              aria-describedby={settings.phone ? undefined : `${id}-phone`}
              onChange={(event) => toggle('reportByPhone', event.target.checked)}
            />
            <span>
              {P.reportByPhoneLabel}
              {settings.phone && <span className="mb-muted"> ({settings.phone})</span>}
            </span>
          </label>
          {!settings.phone && (
            <p id={`${id}-phone`} className="mb-muted">
              {P.phoneNeeded}
            </p>
          )}
        </div>
      )}
    </TitledCard>
  );
}
