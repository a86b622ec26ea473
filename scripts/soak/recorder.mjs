// Counts every request by phase and by type, keeps the failures (5xx and transport errors) with
// their times so they can be set against the outage windows afterwards, and lets the phase
// controller wait for "the first 2xx that …" while the load runs.
const LATENCY_SAMPLES_MAX = 200_000;
const FAILURES_MAX = 100_000;

const statusClass = (status) => (status === 0 ? 'netErr' : `${Math.floor(status / 100)}xx`);
const emptyCounts = () => ({ requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, netErr: 0 });

export class Recorder {
  constructor() {
    this.phase = 'setup';
    this.phases = new Map();
    this.types = new Map();
    this.failures = [];
    this.watchers = new Set();
    /** Called with every entry (the rolling soak counts answers per process with it). */
    this.taps = new Set();
    this.rangeReads = { checked: 0, wrongBytes: 0 };
  }

  startPhase(name) {
    const now = Date.now();
    const previous = this.phases.get(this.phase);
    if (previous) previous.endedAt = now;
    this.phase = name;
    this.phases.set(name, { ...emptyCounts(), startedAt: now, endedAt: null });
  }

  endPhases() {
    const current = this.phases.get(this.phase);
    if (current && !current.endedAt) current.endedAt = Date.now();
  }

  /** @param {{type: string, phase: string, start: number, end: number, status: number, error?: string, upstream?: string, needsDb: boolean, code?: string, retryAfter?: string}} entry */
  record(entry) {
    const cls = statusClass(entry.status);
    const phase = this.phases.get(entry.phase);
    if (phase) {
      phase.requests++;
      phase[cls]++;
    }
    if (!this.types.has(entry.type)) this.types.set(entry.type, { ...emptyCounts(), latencies: [] });
    const type = this.types.get(entry.type);
    type.requests++;
    type[cls]++;
    if (type.latencies.length < LATENCY_SAMPLES_MAX) type.latencies.push(entry.end - entry.start);
    if ((entry.status === 0 || entry.status >= 500) && this.failures.length < FAILURES_MAX) this.failures.push(entry);
    for (const tap of this.taps) tap(entry);
    for (const watcher of this.watchers) {
      if (watcher.matches(entry)) {
        this.watchers.delete(watcher);
        watcher.resolve(entry);
      }
    }
  }

  /** Resolves with the first recorded request that `matches`, or null after `timeoutMs`. */
  firstMatching(matches, timeoutMs) {
    return new Promise((resolve) => {
      const watcher = { matches, resolve };
      this.watchers.add(watcher);
      setTimeout(() => {
        if (this.watchers.delete(watcher)) resolve(null);
      }, timeoutMs).unref();
    });
  }
}
