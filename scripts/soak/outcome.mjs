// Turns what was recorded into the figures the soak prints and the verdict it exits with.
import { throttleHolds } from './throttle-check.mjs';

const overlaps = (entry, window) => entry.end >= window.start && entry.start <= (window.end ?? Infinity);

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function tally(entries, keyOf) {
  const counts = {};
  for (const entry of entries) counts[keyOf(entry)] = (counts[keyOf(entry)] ?? 0) + 1;
  return counts;
}

const describeFailure = (e) =>
  e.status === 0 ? `network error ${e.error}` : `${e.status}${e.code ? ` ${e.code}` : ''}`;

function windowSummary(window, failures) {
  const inside = failures.filter((e) => overlaps(e, window));
  const fivexx = inside.filter((e) => e.status >= 500);
  return {
    ...window,
    seconds: window.end ? (window.end - window.start) / 1000 : null,
    failures: inside.length,
    fiveXx: fivexx.length,
    byAnswer: tally(inside, describeFailure),
    fiveXxWithRetryAfter: fivexx.filter((e) => e.retryAfter !== undefined).length,
  };
}

/**
 * The killed process's restart, counted apart from its death: requests sent from the moment it is
 * started again. A starting process opens its port only once it can serve, so nginx must never
 * hand a client its refusal or a 503.
 */
function restartFailures(recorder, apiKill) {
  if (!apiKill?.restartedAt) return [];
  return recorder.failures.filter((e) => e.start >= apiKill.restartedAt && e.start <= (apiKill.end ?? Infinity));
}

export function summarize({ recorder, windows, writes, throttle, rss, crashes, t0 }) {
  const windowList = Object.values(windows);
  const duringRestart = restartFailures(recorder, windows.apiKill);
  const outside = recorder.failures.filter((e) => !windowList.some((w) => overlaps(e, w)));
  const unexpected5xx = outside.filter((e) => e.status >= 500);
  const unexpectedNetErrors = outside.filter((e) => e.status === 0);
  const phases = [...recorder.phases].map(([name, p]) => ({
    name,
    seconds: Math.round((p.endedAt - p.startedAt) / 100) / 10,
    requests: p.requests,
    '2xx': p['2xx'],
    '3xx': p['3xx'],
    '4xx': p['4xx'],
    '5xx': p['5xx'],
    netErr: p.netErr,
  }));
  const types = [...recorder.types]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, t]) => {
      const sorted = t.latencies.sort((a, b) => a - b);
      return {
        name,
        requests: t.requests,
        '2xx': t['2xx'],
        '4xx': t['4xx'],
        '5xx': t['5xx'],
        netErr: t.netErr,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
      };
    });
  const at = (time) => Math.round((time - t0) / 100) / 10;
  const database = windows.database;
  const outageFailures = database ? recorder.failures.filter((e) => e.status >= 500 && overlaps(e, database)) : [];
  const not503 = outageFailures.filter(
    (e) => !(e.status === 503 && e.code === 'DB_UNAVAILABLE' && e.retryAfter !== undefined),
  );
  const { oneProcess, alternating, parallel } = throttle;
  const checks = [
    { name: 'acknowledged writes lost', value: writes.lost, ok: writes.lost === 0 },
    { name: '5xx outside the outage windows', value: unexpected5xx.length, ok: unexpected5xx.length === 0 },
    {
      name: 'network errors outside the outage windows',
      value: unexpectedNetErrors.length,
      ok: unexpectedNetErrors.length === 0,
    },
    {
      name: 'proxied ranges with wrong bytes',
      value: recorder.rangeReads.wrongBytes,
      ok: recorder.rangeReads.wrongBytes === 0,
    },
    { name: 'API processes that died unasked', value: crashes.length, ok: crashes.length === 0 },
    {
      name: 'client errors while the killed process starts again',
      value: duringRestart.length,
      ok: duringRestart.length === 0,
    },
    {
      name: 'every process answered 2xx after the database came back',
      value: database?.end ? 'yes' : 'no',
      ok: Boolean(database?.end),
    },
    {
      name: '5xx in the database outage other than 503 DB_UNAVAILABLE + Retry-After',
      value: not503.length,
      ok: not503.length === 0,
    },
    {
      name: 'one login limit across the processes (allowed: one process / alternating / burst)',
      value: `${oneProcess.allowedBefore429} / ${alternating.allowedBefore429} / ${parallel.wrongPasswordAnswers}`,
      ok: throttleHolds(throttle),
    },
  ];
  return {
    phases,
    types,
    windows: Object.fromEntries(Object.entries(windows).map(([key, w]) => [key, windowSummary(w, recorder.failures)])),
    outsideWindows: {
      fiveXx: unexpected5xx.length,
      networkErrors: unexpectedNetErrors.length,
      byAnswer: tally(outside, describeFailure),
      first: outside.slice(0, 10).map((e) => ({
        atSecond: at(e.start),
        phase: e.phase,
        type: e.type,
        answer: describeFailure(e),
        upstream: e.upstream,
      })),
    },
    restart: { failures: duringRestart.length, byAnswer: tally(duringRestart, describeFailure) },
    writes,
    rangeReads: recorder.rangeReads,
    throttle,
    rss,
    crashes: crashes.map((c) => ({ ...c, atSecond: at(c.at) })),
    checks,
    passed: checks.every((check) => check.ok),
  };
}
