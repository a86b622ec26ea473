import { useState } from 'react';
import type { FormInstance } from 'antd';
import { beforeSessionRedirect } from '@academy/context';
import { draftRecordOf, dropDraft, storeDraft, takeDraft } from './session-draft';

export interface SessionDraft {
  /** Runs `save`; if the session ends during it, the form's values are kept before the page leaves for /login. */
  keepDuring: <T>(save: () => Promise<T>) => Promise<T>;
  /** Puts a kept draft back into the form and forgets it; true when there was one. Call after the form is filled. */
  restore: () => boolean;
  /** The last restore() found a draft: the form shows <DraftRestoredAlert>. */
  restored: boolean;
}

/**
 * The session draft of one admin form (see session-draft.ts): `name` names the form on its screen
 * ('notice'), `recordId` the record edited (none while adding). Without a name nothing is kept.
 *
 * The draft is written by a listener of @academy/context's `beforeSessionRedirect`, registered only
 * while this form's save runs: the request helper calls it just before it leaves for /login, and
 * only when /api/auth/user confirms the session ended, so no other failure keeps anything. Only
 * what JSON holds is kept: a file chosen for upload would not be (no admin form takes one today).
 */
export function useSessionDraft(form: FormInstance, name?: string, recordId?: string | null): SessionDraft {
  const [restored, setRestored] = useState(false);
  const addressOf = (formName: string) => ({ path: window.location.pathname, form: formName, recordId });

  async function keepDuring<T>(save: () => Promise<T>): Promise<T> {
    if (!name) return save();
    const stop = beforeSessionRedirect(() => storeDraft(addressOf(name), form.getFieldsValue(true)));
    try {
      const result = await save();
      dropDraft(addressOf(name));
      setRestored(false);
      return result;
    } finally {
      stop();
    }
  }

  function restore(): boolean {
    const values = name ? takeDraft(addressOf(name)) : null;
    if (values) form.setFieldsValue(values);
    setRestored(values !== null);
    return values !== null;
  }

  return { keepDuring, restore, restored };
}

/**
 * Opens the form a kept draft belongs to when its screen mounts again: `reopen(null)` at once for a
 * new record's draft, `reopen(row)` once `rows` (the screen's list) hold the edited record.
 */
export function useDraftReopen<Row extends { id: string }>(
  name: string | undefined,
  rows: readonly Row[] | null | undefined,
  reopen: (row: Row | null) => void,
): void {
  // undefined: nothing waits; null: a new record's draft; else the edited record's id.
  const [waiting, setWaiting] = useState(() => (name ? draftRecordOf(window.location.pathname, name) : undefined));
  // Settled while rendering, as soon as the list is there (no effect: the dialog opens in the same frame).
  if (waiting === null) {
    setWaiting(undefined);
    reopen(null);
  } else if (waiting !== undefined && rows) {
    setWaiting(undefined);
    const row = rows.find((candidate) => candidate.id === waiting);
    // A record deleted meanwhile: its draft has nowhere to go.
    if (row) reopen(row);
    else dropDraft({ path: window.location.pathname, form: name!, recordId: waiting });
  }
}
