import type { ContentChanges } from './content-changes';

interface Entry<T> {
  value: T;
  storedAt: number;
  version: number;
}

/**
 * Values computed from public content, reused per key for `ttlMs` and dropped as soon as the
 * content changes. Concurrent misses of one key share one computation; a value computed while
 * the content changed is used once but not kept.
 */
export class ContentCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, { version: number; promise: Promise<T> }>();

  constructor(
    private readonly changes: ContentChanges,
    private readonly ttlMs: number,
    /** Unknown paths are keys too: the oldest entries go first past this many. */
    private readonly maxEntries = 1000,
  ) {
    changes.onChange(() => this.entries.clear());
  }

  get(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const version = this.changes.current;
    const hit = this.entries.get(key);
    if (hit && hit.version === version && now - hit.storedAt < this.ttlMs) return Promise.resolve(hit.value);
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.version === version) return inFlight.promise;
    const promise = compute().then((value) => {
      if (this.ttlMs > 0 && this.changes.current === version) this.store(key, { value, storedAt: now, version });
      return value;
    });
    this.pending.set(key, { version, promise });
    const forget = () => this.pending.get(key)?.promise === promise && this.pending.delete(key);
    promise.then(forget, forget);
    return promise;
  }

  private store(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
