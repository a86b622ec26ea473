/**
 * What an admin form had typed when its save met an ended session, kept in the tab's
 * sessionStorage (gone with the tab) until the form opens again on the same screen. One entry per
 * screen path, form and record ('new' while adding), so a draft never lands in another record's form.
 */

const PREFIX = 'academy:draft:';
/** A URL's password as the API shows it: the same NAS login keeps its stored password on save. */
const PASSWORD_MASK = '***';

export interface DraftAddress {
  /** The screen's path, e.g. /admin/notices. */
  path: string;
  /** The form on that screen, e.g. 'notice'. */
  form: string;
  /** The record edited; null or absent while adding one. */
  recordId?: string | null;
}

const NEW = 'new';
const keyOf = ({ path, form, recordId }: DraftAddress) => `${PREFIX}${path}|${form}|${recordId ?? NEW}`;

/**
 * Values without any password: a field named like one is dropped, and a URL's password
 * (http://user:secret@nas/…) becomes `***`, which the video API accepts for the same NAS login.
 */
export function withoutPasswords(value: unknown): unknown {
  if (typeof value === 'string')
    return value.replace(/^([a-z][a-z\d+.-]*:\/\/[^/?#@:]*):[^/?#@]*@/i, `$1:${PASSWORD_MASK}@`);
  if (Array.isArray(value)) return value.map(withoutPasswords);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => !/password/i.test(name))
        .map(([name, field]) => [name, withoutPasswords(field)]),
    );
  }
  return value;
}

/** sessionStorage, or null where the browser refuses it (storage turned off): then nothing is kept. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function storeDraft(address: DraftAddress, values: unknown): void {
  storage()?.setItem(keyOf(address), JSON.stringify(withoutPasswords(values)));
}

/** The kept values, forgotten as they are handed back; null when there are none. */
export function takeDraft(address: DraftAddress): Record<string, unknown> | null {
  const store = storage();
  const text = store?.getItem(keyOf(address));
  if (!store || !text) return null;
  store.removeItem(keyOf(address));
  try {
    const values: unknown = JSON.parse(text);
    return values && typeof values === 'object' ? (values as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function dropDraft(address: DraftAddress): void {
  storage()?.removeItem(keyOf(address));
}

/**
 * Which record a draft of `form` on `path` was written for: null for a new one, undefined when no
 * draft waits.
 */
export function draftRecordOf(path: string, form: string): string | null | undefined {
  const store = storage();
  if (!store) return undefined;
  const start = keyOf({ path, form, recordId: '' });
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (!key?.startsWith(start)) continue;
    const recordId = key.slice(start.length);
    return recordId === NEW ? null : recordId;
  }
  return undefined;
}
