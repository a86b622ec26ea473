#!/usr/bin/env node
// The viewing report and learning progress at an academy's scale, on MariaDB/MySQL.
//
//   npm run build -w @academy/api && npm run bench:analytics -w @academy/api
//   BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306 (default) · BENCH_SECONDS=10 (per route) · BENCH_PLAYER_SECONDS=60
//   BENCH_KEEP_DATABASE=1 keeps the seeded database for looking at plans by hand
//
// Creates its own database on the server (dropped at the end), starts the built API on it (the
// migrations make the schema), seeds 2,000 members, 10 courses of 30 videos, 200,000 views over
// the last 90 days and 100,000 progress rows with batched multi-row INSERTs, then measures:
//   - each analytics route for the last 30 days, 10 connections (autocannon), p50/p95/p99 from
//     every response time;
//   - PUT /api/videos/{id}/progress from 200 simulated players, each saving every 10 s;
//   - both member CSV exports, with the API process's resident memory sampled every 20 ms;
// and prints EXPLAIN for the report's queries (taken from the built services, so they are exactly
// what runs). Figures only: the machine is shared, so no pass/fail.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { API_ROOT, BENCH_ADMIN as ADMIN } from './api-server.mjs';
import { MEMBER_PASSWORD, withBenchDatabase } from './bench-database.mjs';
import { seedCatalog } from './seed-catalog.mjs';
import {
  csvRun,
  generator,
  insertBatches,
  login,
  ms,
  percentile,
  routeLatency,
  serialLatency,
  sqlTime,
} from './measure.mjs';

const require = createRequire(import.meta.url);
const ROUTE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PLAYER_SECONDS = Number(process.env.BENCH_PLAYER_SECONDS ?? 60);

const SCALE = { members: 2000, courses: 10, videosPerCourse: 30, views: 200_000, progressPerMember: 50, days: 90 };
const PLAYERS = 200;
const HALF_HOUR_MS = 30 * 60 * 1000;

async function seed(connection, passwordHash) {
  const random = generator(20261124);
  const now = Date.now();
  const { users, videos } = await seedCatalog(connection, {
    passwordHash,
    members: SCALE.members,
    courses: SCALE.courses,
    videosPerCourse: SCALE.videosPerCourse,
    joinedEveryMs: 3_600_000,
  });

  const started = performance.now();
  const views = [];
  const firstPeriod = Math.floor((now - SCALE.days * 86_400_000) / HALF_HOUR_MS);
  const lastPeriod = Math.floor(now / HALF_HOUR_MS);
  while (views.length < SCALE.views) {
    const period = firstPeriod + Math.floor(random() * (lastPeriod - firstPeriod));
    views.push([
      randomUUID(),
      videos[Math.floor(random() * videos.length)][0],
      users[Math.floor(random() * users.length)][0],
      period,
      sqlTime(new Date(period * HALF_HOUR_MS + 60_000)),
    ]);
  }
  await insertBatches(connection, 'video_views', ['id', 'videoId', 'userId', 'period', 'createdAt'], views, 5000, true);
  const viewSeconds = (performance.now() - started) / 1000;

  const progressStarted = performance.now();
  const progress = [];
  for (const [u, user] of users.entries()) {
    for (let k = 0; k < SCALE.progressPerMember; k++) {
      // 13 is prime to 300: fifty different videos per member.
      const video = videos[(u * 7 + k * 13) % videos.length];
      const updatedAt = new Date(now - Math.floor(random() * SCALE.days * 86_400_000));
      const completed = random() < 0.4;
      const furthest = completed ? 540 + Math.floor(random() * 60) : Math.floor(random() * 530);
      progress.push([
        randomUUID(),
        user[0],
        video[0],
        furthest,
        600,
        furthest,
        completed ? 1 : 0,
        completed ? sqlTime(updatedAt) : null,
        sqlTime(updatedAt),
      ]);
    }
  }
  await insertBatches(
    connection,
    'video_progress',
    ['id', 'userId', 'videoId', 'position', 'duration', 'furthest', 'completed', 'completedAt', 'updatedAt'],
    progress,
  );
  const progressSeconds = (performance.now() - progressStarted) / 1000;
  const [[counts]] = await connection.query(
    'SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM videos) AS videos, (SELECT COUNT(*) FROM video_views) AS views, (SELECT COUNT(*) FROM video_progress) AS progress',
  );
  await connection.query('ANALYZE TABLE users, courses, videos, video_views, video_progress');
  return { users, videos, counts, viewSeconds, progressSeconds };
}

/**
 * 10 connections on one route. `varied`: each request asks for a different 30-day range (one of
 * 20, ending on different days), so requests rarely share a computation.
 */
function reportLatency(url, cookie, varied = false) {
  const ends = Array.from({ length: 20 }, (_, i) =>
    new Date(Date.now() - i * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10),
  );
  const shifted = (day, days) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
  const requests = varied
    ? [
        {
          setupRequest: (request) => {
            const to = ends[Math.floor(Math.random() * ends.length)];
            const target = new URL(url);
            target.searchParams.set('from', shifted(to, -29));
            target.searchParams.set('to', to);
            return { ...request, path: `${target.pathname}${target.search}` };
          },
        },
      ]
    : undefined;
  return routeLatency(url, cookie, { seconds: ROUTE_SECONDS, requests });
}

/** 200 players, each saving its place every 10 s (the first at a random moment in the first 10 s). */
async function players(base, sessions, videos) {
  const times = [];
  const statuses = new Map();
  const until = performance.now() + PLAYER_SECONDS * 1000;
  await Promise.all(
    sessions.map(async (cookie, i) => {
      const video = videos[(i * 17) % videos.length][0];
      let position = 0;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10_000));
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(`${base}/api/videos/${video}/progress`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ position, duration: 600 }),
        });
        await response.arrayBuffer();
        times.push(performance.now() - started);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        position = Math.min(600, position + 10);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 10_000 - (performance.now() - started))));
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    total: times.length,
    statuses: Object.fromEntries(statuses),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1],
  };
}

/** The report's SQL exactly as the built services send it, captured on its way to the database. */
async function reportQueries(connection) {
  const { AnalyticsService } = require(path.join(API_ROOT, 'dist', 'analytics', 'analytics.service.js'));
  const { MemberReportService } = require(path.join(API_ROOT, 'dist', 'analytics', 'member-report.service.js'));
  const { reportRange } = require(path.join(API_ROOT, 'dist', 'analytics', 'report-range.js'));
  const captured = [];
  const capture = (label) => ({
    options: { type: 'mariadb' },
    query: async (sql, params) => {
      captured.push({ label, sql, params });
      return (await connection.query(sql, params))[0];
    },
  });
  const range = reportRange({});
  await new AnalyticsService(capture('summary')).summary(range);
  await new AnalyticsService(capture('daily')).daily(range);
  await new AnalyticsService(capture('videos')).videos(range);
  const members = new MemberReportService(capture('members'), new AnalyticsService(capture('members')));
  await members.list(range, { sort: 'lastActivity', order: 'desc', page: 1, pageSize: 20 });
  await new MemberReportService(capture('members by views'), new AnalyticsService(capture('members by views'))).list(
    range,
    { sort: 'views', order: 'desc', page: 1, pageSize: 20 },
  );
  return captured.filter(({ sql }) => !/^SELECT 1 AS found/.test(sql.trim()));
}

async function explain(connection) {
  const seen = new Set();
  for (const { label, sql, params } of await reportQueries(connection)) {
    if (seen.has(sql)) continue;
    seen.add(sql);
    const [rows] = await connection.query(`EXPLAIN ${sql}`, params);
    console.log(`\n-- ${label}: ${sql.replace(/\s+/g, ' ').slice(0, 160)}…`);
    for (const row of rows) {
      console.log(
        `   ${String(row.id).padEnd(3)}${String(row.select_type).padEnd(16)}${String(row.table).padEnd(22)}${String(row.type).padEnd(8)}${String(row.key ?? '-').padEnd(36)}rows ${String(row.rows).padEnd(8)}${row.Extra ?? ''}`,
      );
    }
  }
}

async function main() {
  await withBenchDatabase('analytics', async ({ base, api, connection, passwordHash }) => {
    const seedStarted = performance.now();
    const { users, videos, counts, viewSeconds, progressSeconds } = await seed(connection, passwordHash);
    console.log(
      `seeded ${counts.users} users, ${counts.videos} videos, ${counts.views} views (${viewSeconds.toFixed(1)} s), ${counts.progress} progress rows (${progressSeconds.toFixed(1)} s) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const adminCookie = await login(base, ADMIN.email, ADMIN.password, '10.8.0.1');
    console.log(`\nanalytics routes, last 30 days (p95 target ≤ 200 ms at 10 connections):`);
    console.log(
      '  one at a time (20 requests): p50 / p95 · 10 connections × same URL (identical requests in flight share one computation) · 10 connections × 20 different ranges',
    );
    const routes = [
      ['summary', '/api/admin/analytics/summary'],
      ['daily', '/api/admin/analytics/daily'],
      ['videos', '/api/admin/analytics/videos'],
      ['members (page 1, last activity)', '/api/admin/analytics/members'],
      ['members (sorted by views)', '/api/admin/analytics/members?sort=views&order=desc&page=3'],
      ['members (search)', `/api/admin/analytics/members?q=${encodeURIComponent('member-01')}`],
      ['members/:id', `/api/admin/analytics/members/${users[42][0]}`],
      ['summary, one course', `/api/admin/analytics/summary?courseId=${videos[0][1]}`],
    ];
    for (const [label, pathname] of routes) {
      const serial = await serialLatency(`${base}${pathname}`, adminCookie);
      const shared = await reportLatency(`${base}${pathname}`, adminCookie);
      const varied = pathname.includes('/members/')
        ? null
        : await reportLatency(`${base}${pathname}`, adminCookie, true);
      const line = (run) =>
        `${run.perSecond.toFixed(0).padStart(4)}/s p50 ${ms(run.p50).padStart(8)} p95 ${ms(run.p95).padStart(8)} p99 ${ms(run.p99).padStart(8)}${run.non2xx ? ` (${run.non2xx} not 2xx)` : ''}`;
      console.log(
        `  ${label.padEnd(32)} 1: ${ms(serial.p50).padStart(8)} / ${ms(serial.p95).padStart(8)} │ same: ${line(shared)} │ varied: ${varied ? line(varied) : '-'}`,
      );
    }

    const sessions = [];
    for (let i = 0; i < PLAYERS; i++)
      sessions.push(await login(base, users[i][1], MEMBER_PASSWORD, `10.7.${i >> 8}.${i & 255}`));
    const play = await players(base, sessions, videos);
    console.log(
      `\nPUT /api/videos/{id}/progress, ${PLAYERS} players every 10 s for ${PLAYER_SECONDS} s (p99 target ≤ 50 ms):`,
    );
    console.log(
      `  ${play.total} saves ${JSON.stringify(play.statuses)}   p50 ${ms(play.p50)}   p95 ${ms(play.p95)}   p99 ${ms(play.p99)}   max ${ms(play.max)}`,
    );

    console.log(`\nCSV exports (${counts.users - 1} VERIFIED members), API resident memory sampled every 20 ms:`);
    for (let round = 1; round <= 3; round++) {
      for (const [label, pathname] of [
        ['analytics/members.csv', '/api/admin/analytics/members.csv'],
        ['members.csv', '/api/admin/members.csv'],
      ]) {
        const run = await csvRun(base, pathname, adminCookie, api.pid);
        console.log(
          `  round ${round} ${label.padEnd(22)} ${run.status} ${run.text.padStart(7)} in ${ms(run.elapsed).padStart(9)} (first byte ${ms(run.firstByte)})   RSS ${(run.before / 1024).toFixed(0)} → peak ${(run.peak / 1024).toFixed(0)} → ${(run.after / 1024).toFixed(0)} MB`,
        );
      }
    }

    console.log('\nEXPLAIN of the report queries (MariaDB/MySQL, last 30 days):');
    await explain(connection);
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
