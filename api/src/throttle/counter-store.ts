/** One counter an attempt must fit into. */
export interface CounterLimit {
  key: string;
  limit: number;
  windowMs: number;
}

export type TakeResult =
  /** Counted: for each key, when the window it was counted in ends (identifies that window). */
  | { taken: true; windowEnds: Map<string, number> }
  /** Not counted anywhere: one counter was full until this many milliseconds from now. */
  | { taken: false; retryAfterMs: number };

/** Where the counters live; one implementation per database driver, each atomic across processes. */
export interface CounterStore {
  /** All or nothing: adds one to every counter, unless one of them would pass its limit. */
  take(limits: CounterLimit[], now: number): Promise<TakeResult>;
  /** Takes back one attempt, if that counter is still in the window the attempt was counted in. */
  giveBack(key: string, windowEndsAt: number): Promise<void>;
  remove(key: string): Promise<void>;
  /** Deletes the counters whose window has ended. */
  sweep(now: number): Promise<void>;
}
