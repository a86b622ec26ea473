/** Injection token for a clock: tests move time instead of waiting. */
export const THROTTLE_CLOCK = Symbol('THROTTLE_CLOCK');

export interface SlidingWindowOptions {
  /** Events allowed inside one window; the next one is refused until the oldest leaves it. */
  limit: number;
  windowMs: number;
  /** Keys kept at most; the least recently used go first. Bounds memory under a flood of new keys. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * Counts events per key (an e-mail, an IP) over the last `windowMs`. In memory, per process: each
 * API process throttles on its own, which is enough to make password guessing slow.
 */
export class SlidingWindowCounter {
  private readonly events = new Map<string, number[]>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(private readonly options: SlidingWindowOptions) {
    this.maxKeys = options.maxKeys ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** 0 when another event is allowed now, else the milliseconds until it is. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.options.limit) return 0;
    return recent[recent.length - this.options.limit] + this.options.windowMs - this.now();
  }

  hit(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    // Only the newest `limit` events can decide a refusal.
    if (recent.length > this.options.limit) recent.splice(0, recent.length - this.options.limit);
    this.events.delete(key);
    this.events.set(key, recent);
    if (this.events.size > this.maxKeys) this.evict();
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  /** Keys currently holding events (for tests and monitoring). */
  get size(): number {
    return this.events.size;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    const recent = (this.events.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.events.delete(key);
    return recent;
  }

  private evict(): void {
    const since = this.now() - this.options.windowMs;
    for (const [key, times] of this.events) {
      if (times[times.length - 1] <= since) this.events.delete(key);
    }
    // Map keeps insertion order and hit() re-inserts: the first keys are the least recently used.
    for (const key of this.events.keys()) {
      if (this.events.size <= this.maxKeys) break;
      this.events.delete(key);
    }
  }
}
