// Prints the soak's summary as plain tables, failures first named, then the verdict.
const pad = (value, width) => String(value ?? '–').padStart(width);
const padEnd = (value, width) => String(value ?? '–').padEnd(width);
const seconds = (value) => (value === null || value === undefined ? '–' : `${value.toFixed(1)} s`);
const answers = (counts) =>
  Object.entries(counts)
    .map(([answer, n]) => `${answer} ×${n}`)
    .join(', ') || 'none';

export function printTable(title, rows, columns, nameWidth) {
  console.log(`\n${title}`);
  console.log(`  ${padEnd('', nameWidth)}${columns.map(([label, width]) => pad(label, width)).join('')}`);
  for (const row of rows)
    console.log(`  ${padEnd(row.name, nameWidth)}${columns.map(([key, width]) => pad(row[key], width)).join('')}`);
}

function throttleLines({ oneProcess, alternating, parallel, processes }) {
  const refused = (part) =>
    part.allowedBefore429 === part.guesses
      ? `none of ${part.guesses} refused`
      : `${part.allowedBefore429} answered 401 before the first 429`;
  return [
    `  wrong passwords for one e-mail from one address, all to one process: ${refused(oneProcess)}`,
    `  the same for another e-mail, alternating over ${processes} processes:  ${refused(alternating)}`,
    `  ${parallel.guesses} at once for a third e-mail over ${processes} processes: ${parallel.wrongPasswordAnswers} answered 401, ${parallel.refused429} answered 429`,
  ];
}

export function printReport(summary, { seconds: planned, connections, workers, readinessPath }) {
  console.log(
    `\n=== soak: ${planned} s planned, ${connections} connections (${workers.visitors} visitors, ${workers.members} members, ${workers.admins} administrators); readiness: ${readinessPath}`,
  );
  const statusColumns = [
    ['requests', 10],
    ['2xx', 9],
    ['3xx', 6],
    ['4xx', 7],
    ['5xx', 7],
    ['netErr', 8],
  ];
  printTable(
    'Requests per phase (by the phase they started in)',
    summary.phases.map((p) => ({ ...p, name: `${p.name} (${p.seconds} s)` })),
    statusColumns,
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
    32,
  );

  console.log('\nOutage windows (fault → first 2xx after it)');
  const { apiKill, database } = summary.windows;
  if (apiKill) {
    console.log(
      `  ${apiKill.what}: ${seconds(apiKill.seconds)}, restarted as pid ${apiKill.newPid}; ended by ${apiKill.endedBy}`,
    );
    console.log(`    failures inside: ${answers(apiKill.byAnswer)}`);
    console.log(
      `    of which from its restart on (${seconds((apiKill.end - apiKill.restartedAt) / 1000)}): ${answers(summary.restart.byAnswer)}`,
    );
  }
  if (database) {
    console.log(
      `  ${database.what}: ${seconds(database.seconds)} until every process answered 2xx again (database down ${seconds((database.backAt - database.start) / 1000)})`,
    );
    console.log(`    first 2xx ${seconds(database.firstOkSeconds)} after the database came back`);
    for (const p of database.processes)
      console.log(
        `    ${p.name}: first 2xx through nginx after ${seconds(p.firstOkSeconds)}, readiness 200 after ${seconds(p.readySeconds)}`,
      );
    console.log(
      `    failures inside: ${answers(database.byAnswer)}; 5xx carrying Retry-After: ${database.fiveXxWithRetryAfter} of ${database.fiveXx}`,
    );
  }

  console.log('\nOutside the outage windows');
  console.log(
    `  5xx: ${summary.outsideWindows.fiveXx}, network errors: ${summary.outsideWindows.networkErrors} (${answers(summary.outsideWindows.byAnswer)})`,
  );
  for (const f of summary.outsideWindows.first)
    console.log(`    at ${f.atSecond} s, ${f.phase}, ${f.type}: ${f.answer} from ${f.upstream ?? 'nginx'}`);

  const { writes } = summary;
  console.log(`\nAcknowledged writes: ${writes.total} (${answers(writes.acknowledged)}); lost: ${writes.lost}`);
  for (const p of writes.problems.slice(0, 10))
    console.log(
      `    ${p.kind} ${p.id}: expected "${p.expected}", found ${p.found === undefined ? 'nothing' : `"${p.found}"`}`,
    );
  console.log(
    `Proxy range reads checked byte for byte: ${summary.rangeReads.checked}, wrong bytes: ${summary.rangeReads.wrongBytes}`,
  );

  console.log('\nLogin throttle with two processes');
  for (const line of throttleLines(summary.throttle)) console.log(line);

  console.log('\nResident memory per API process (VmRSS)');
  for (const r of summary.rss) {
    const restarted = r.pids.length > 1 ? ` (restarted: pid ${r.pids.join(' → ')})` : ` (pid ${r.pids[0]})`;
    console.log(`  ${r.name}: ${r.beforeMiB ?? '–'} MiB before the load, ${r.afterMiB ?? '–'} MiB after${restarted}`);
  }
  for (const c of summary.crashes)
    console.log(`  UNEXPECTED EXIT of pid ${c.pid} at ${c.atSecond} s (code ${c.code}, signal ${c.signal})`);

  console.log('\nChecks');
  for (const check of summary.checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.value}`);
  const failed = summary.checks.filter((check) => !check.ok);
  console.log(
    summary.passed ? '\nsoak: PASSED' : `\nsoak: FAILED (${failed.length} of ${summary.checks.length} checks)`,
  );
}
