// The rolling soak's figures, checks and printout.
import { printTable } from './report.mjs';

const CLASSES = ['2xx', '3xx', '4xx', '5xx', 'netErr'];
const describeFailure = (e) =>
  e.status === 0 ? `network error ${e.error}` : `${e.status}${e.code ? ` ${e.code}` : ''}`;
const seconds = (ms) => (ms === null || ms === undefined ? null : Math.round(ms / 100) / 10);
const answers = (counts) =>
  Object.entries(counts)
    .map(([answer, n]) => `${answer} ×${n}`)
    .join(', ') || 'none';

function tally(entries, keyOf) {
  const counts = {};
  for (const entry of entries) counts[keyOf(entry)] = (counts[keyOf(entry)] ?? 0) + 1;
  return counts;
}

export function summarizeRolling({
  settings,
  recorder,
  steps,
  processes,
  reloads,
  staleRetries,
  upstreamErrors,
  writes,
  crashes,
  migrateJobs,
  t0,
  endedAt,
}) {
  const totals = { requests: 0, ...Object.fromEntries(CLASSES.map((c) => [c, 0])) };
  const phases = [...recorder.phases].map(([name, p]) => {
    totals.requests += p.requests;
    for (const c of CLASSES) totals[c] += p[c];
    return {
      name,
      seconds: seconds(p.endedAt - p.startedAt),
      requests: p.requests,
      ...Object.fromEntries(CLASSES.map((c) => [c, p[c]])),
    };
  });
  const types = [...recorder.types]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, t]) => {
      const sorted = t.latencies.sort((a, b) => a - b);
      const at = (p) =>
        sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null;
      return {
        name,
        requests: t.requests,
        '2xx': t['2xx'],
        '4xx': t['4xx'],
        '5xx': t['5xx'],
        netErr: t.netErr,
        p50Ms: at(50),
        p99Ms: at(99),
      };
    });
  const failures = recorder.failures;
  const replacements = steps.map((s) => {
    const old = processes.byAddress.get(s.oldAddress);
    return {
      old: `${s.old} (pid ${s.oldPid})`,
      new: `${s.new} (pid ${s.newPid})`,
      newReadySeconds: seconds(s.readyAt - s.startedAt),
      newFirstAnswerSeconds: s.firstAnswerAt ? seconds(s.firstAnswerAt - s.addingAt) : null,
      oldNginxWorkersAtSigterm: s.oldNginxWorkersAtSigterm,
      exitSeconds: seconds(s.exit.ms),
      exitCode: s.exit.code,
      exitSignal: s.exit.signal,
      killed: s.exit.killed,
      stopReport: s.stopReport,
      answeredInFlightAtSigterm: old?.inFlightAtSigterm ?? {},
      longStreamsInFlightAtSigterm: old?.longStreamsAtSigterm ?? 0,
      sentAfterSigterm: old?.sentAfterSigterm ?? {},
      seconds: seconds(s.exitedAt - s.startedAt),
    };
  });
  const staleOutsideReloads = staleRetries.filter((r) => !reloads.covers(r.at));
  const allExitedCleanly = steps.every((s) => s.exit.code === 0 && !s.exit.killed && s.exit.signal === null);
  const checks = [
    {
      name: `replacements done (every one of the ${settings.processes} original processes replaced)`,
      value: `${steps.length} of ${settings.replacements}`,
      ok: steps.length === settings.replacements && steps.length >= settings.processes,
    },
    {
      name: `replaced processes that exited on their own with code 0 within ${settings.graceSeconds} s`,
      value: `${steps.filter((s) => s.exit.code === 0 && !s.exit.killed).length} of ${steps.length}`,
      ok: allExitedCleanly,
    },
    { name: 'client-visible errors (5xx, resets, other failures)', value: failures.length, ok: failures.length === 0 },
    { name: 'acknowledged writes lost', value: writes.lost, ok: writes.lost === 0 },
    {
      name: 'proxied ranges with wrong bytes',
      value: recorder.rangeReads.wrongBytes,
      ok: recorder.rangeReads.wrongBytes === 0,
    },
    {
      name: "upstream errors in nginx's error log (refused, reset, closed early)",
      value: upstreamErrors.length,
      ok: upstreamErrors.length === 0,
    },
    {
      name: 'requests re-sent after a stale kept-alive connection away from any nginx reload',
      value: staleOutsideReloads.length,
      ok: staleOutsideReloads.length === 0,
    },
    {
      name: 'new processes answering through nginx once added',
      value: `${steps.filter((s) => s.firstAnswerAt).length} of ${steps.length}`,
      ok: steps.every((s) => s.firstAnswerAt),
    },
    { name: 'API processes that died unasked', value: crashes.length, ok: crashes.length === 0 },
    {
      name: 'migration jobs run together (all exit 0, migrations applied once)',
      value: migrateJobs
        .map((j) => `exit ${j.code}, ${j.applied} applied${j.waited ? ', waited for the lock' : ''}`)
        .join('; '),
      ok: migrateJobs.every((j) => j.code === 0) && migrateJobs.filter((j) => j.applied > 0).length === 1,
    },
  ];
  return {
    durationSeconds: seconds(endedAt - t0),
    totals,
    phases,
    types,
    replacements,
    reloads: reloads.list.map((r) => ({
      generation: r.generation,
      ports: r.ports,
      confirmSeconds: seconds(r.confirmed - r.start),
      oldWorkersGoneSeconds: r.drained ? seconds(r.drained - r.start) : null,
    })),
    failures: {
      total: failures.length,
      byAnswer: tally(failures, describeFailure),
      first: failures.slice(0, 10).map((e) => ({
        atSecond: seconds(e.start - t0),
        phase: e.phase,
        type: e.type,
        answer: describeFailure(e),
        upstream: e.upstream,
      })),
    },
    staleRetries: {
      total: staleRetries.length,
      outsideReloads: staleOutsideReloads.length,
      byPath: tally(staleRetries, (r) => r.path.split('?')[0]),
    },
    upstreamErrors: upstreamErrors.slice(0, 20),
    writes,
    rangeReads: recorder.rangeReads,
    migrateJobs,
    crashes,
    checks,
    passed: checks.every((check) => check.ok),
  };
}

export function printRollingReport(summary, settings, workers) {
  console.log(
    `\n=== soak:rolling: ${settings.processes} API processes behind nginx, ${summary.replacements.length} replacements in ${summary.durationSeconds} s; ${settings.connections} connections (${workers.visitors} visitors, ${workers.members} members, ${workers.admins} administrators) + ${workers.streamers} long video streams`,
  );
  const columns = [
    ['requests', 10],
    ['2xx', 9],
    ['3xx', 6],
    ['4xx', 7],
    ['5xx', 7],
    ['netErr', 8],
  ];
  printTable(
    'Requests per phase (by the phase they started in)',
    [...summary.phases.map((p) => ({ ...p, name: `${p.name} (${p.seconds} s)` })), { ...summary.totals, name: 'all' }],
    columns,
    24,
  );
  printTable(
    'Requests per type',
    summary.types,
    [
      ['requests', 10],
      ['2xx', 9],
      ['4xx', 7],
      ['5xx', 7],
      ['netErr', 8],
      ['p50Ms', 8],
      ['p99Ms', 8],
    ],
    38,
  );

  console.log('\nReplacements (new process ready → in nginx → old one out → preStop → SIGTERM → exit)');
  summary.replacements.forEach((r, i) => {
    const report = r.stopReport
      ? `its own account: ${r.stopReport.inFlight} in flight when the port closed, ${r.stopReport.cut} cut, ${r.stopReport.seconds} s`
      : 'no stop line in its log';
    console.log(
      `  ${i + 1}. ${r.old} → ${r.new}: new ready after ${r.newReadySeconds} s, first answer through nginx ${r.newFirstAnswerSeconds} s after the reload that added it began; old exited ${r.exitSeconds} s after SIGTERM (code ${r.exitCode}${r.killed ? ', SIGKILLed' : ''}); ${r.seconds} s in all`,
    );
    console.log(
      `     at SIGTERM: ${r.oldNginxWorkersAtSigterm} old nginx worker(s) still finishing; answers completed by the stopping process: ${answers(r.answeredInFlightAtSigterm)} (long streams among them: ${r.longStreamsInFlightAtSigterm}); sent to it after SIGTERM: ${answers(r.sentAfterSigterm)}; ${report}`,
    );
  });
  const reloadTimes = summary.reloads.map((r) => r.confirmSeconds);
  console.log(
    `  nginx reloads: ${summary.reloads.length} (new configuration answering after ${Math.min(...reloadTimes)}–${Math.max(...reloadTimes)} s)`,
  );

  console.log(`\nClient-visible errors: ${summary.failures.total} (${answers(summary.failures.byAnswer)})`);
  for (const f of summary.failures.first)
    console.log(`    at ${f.atSecond} s, ${f.phase}, ${f.type}: ${f.answer} from ${f.upstream ?? 'nginx'}`);
  console.log(
    `Requests re-sent once on a new connection because nginx had closed their idle kept-alive one at a reload (as a browser re-sends): ${summary.staleRetries.total}, away from any reload: ${summary.staleRetries.outsideReloads}`,
  );
  console.log(`nginx upstream errors: ${summary.upstreamErrors.length}`);
  for (const line of summary.upstreamErrors.slice(0, 5)) console.log(`    ${line}`);
  const { writes } = summary;
  console.log(`Acknowledged writes: ${writes.total} (${answers(writes.acknowledged)}); lost: ${writes.lost}`);
  for (const p of writes.problems.slice(0, 10))
    console.log(
      `    ${p.kind} ${p.id}: expected "${p.expected}", found ${p.found === undefined ? 'nothing' : `"${p.found}"`}`,
    );
  console.log(
    `Proxy range reads checked byte for byte: ${summary.rangeReads.checked}, wrong bytes: ${summary.rangeReads.wrongBytes}`,
  );

  console.log('\nChecks');
  for (const check of summary.checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.value}`);
  const failed = summary.checks.filter((check) => !check.ok);
  console.log(
    summary.passed
      ? '\nsoak:rolling: PASSED'
      : `\nsoak:rolling: FAILED (${failed.length} of ${summary.checks.length} checks)`,
  );
}
