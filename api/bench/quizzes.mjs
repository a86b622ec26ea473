#!/usr/bin/env node
// Quizzes at an academy's full size, on MariaDB/MySQL: the member's quiz read and the staff's quiz
// figures with 30,000 members and 3,000,000 attempts.
//
//   npm run build -w @academy/api && npm run bench:quizzes -w @academy/api   (also a section of `npm run bench`)
//   BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306 (default) · BENCH_SECONDS=10 (per route)
//   BENCH_QUIZ_MEMBERS=30000 · BENCH_QUIZ_ATTEMPTS_PER_MEMBER=100 · BENCH_KEEP_DATABASE=1 keeps the database
//
// Creates its own database (dropped at the end), starts the built API on it (the migrations make
// the schema) and seeds with batched multi-row INSERTs, the product's own code untouched:
//   - 30,000 approved members, 10 courses of 30 lessons, a published 10-question quiz on each;
//   - 3,000,000 attempts: each member takes 50 quizzes twice, over the last 90 days;
//   - each member's standing per quiz (1,650,000 rows), follow-up counts, and the running totals per
//     quiz and question, computed from the seeded attempts as the attempts themselves would keep them;
//   - 10 lessons watched in the last 14 days per member, half of them with their quiz never taken
//     (a standing with no attempt, which a first watch starts).
// Then measures, each at 10 connections for BENCH_SECONDS and one at a time: the member's quiz read,
// the quiz overview, one quiz's questions, the members to follow up, a member's attempts, and
// quiz-results.csv for one day (time and the API's resident memory). Figures only, beside the
// 300 ms p95 target; the machine is shared, so no pass/fail.
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { DAY_MS, seoulDay } from '@academy/common/korean-days';
import { BENCH_ADMIN as ADMIN } from './api-server.mjs';
import { MEMBER_PASSWORD, withBenchDatabase } from './bench-database.mjs';
import { seedCatalog } from './seed-catalog.mjs';
import { csvRun, generator, insertBatches, login, ms, routeLatency, serialLatency, sqlTime } from './measure.mjs';

const ROUTE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P95_MS = 300;

const SCALE = {
  members: Number(process.env.BENCH_QUIZ_MEMBERS ?? 30_000),
  courses: 10,
  videosPerCourse: 30,
  questions: 10,
  attemptsPerMember: Number(process.env.BENCH_QUIZ_ATTEMPTS_PER_MEMBER ?? 100),
  recentLessons: 10,
  days: 90,
};
/** Members seeded per round of INSERTs: about 100,000 attempts at a time. */
const MEMBERS_PER_ROUND = 1000;

/**
 * Ids in insertion order for the big tables, shaped like the product's UUIDs: the rows go to the
 * end of the primary key instead of splitting pages all over it (3,000,000 random UUIDs load
 * several times slower). The product's own ids stay random; reads never order by id.
 */
let sequence = 0;
const orderedId = () => `00000000-0000-4000-8000-${(++sequence).toString(16).padStart(12, '0')}`;

function quizQuestions() {
  return Array.from({ length: SCALE.questions }, (_, q) =>
    q % 3 === 0
      ? { id: randomUUID(), kind: 'CHOICE', prompt: `${q + 1}번 문제`, options: ['a', 'b', 'c', 'd'], answer: 1 }
      : q % 3 === 1
        ? { id: randomUUID(), kind: 'SHORT', prompt: `${q + 1}번 영작`, answers: ['I am a student.'] }
        : { id: randomUUID(), kind: 'VOCAB', word: `word${q}`, meanings: ['뜻'] },
  );
}

async function seedContent(connection, passwordHash) {
  const { users, videos } = await seedCatalog(connection, {
    passwordHash,
    members: SCALE.members,
    courses: SCALE.courses,
    videosPerCourse: SCALE.videosPerCourse,
    joinedEveryMs: 60_000,
  });
  const quizzes = videos.map(([videoId]) => ({ id: randomUUID(), videoId, questions: quizQuestions() }));
  await insertBatches(
    connection,
    'quizzes',
    ['id', 'videoId', 'version', 'passMark', 'requiredForCompletion', 'direction', 'published', 'questions'],
    quizzes.map((quiz) => [quiz.id, quiz.videoId, 1, 70, 0, 'EN_KO', 1, JSON.stringify(quiz.questions)]),
  );
  await insertBatches(
    connection,
    'quiz_question_stats',
    ['id', 'quizId', 'questionId', 'answered', 'correct'],
    quizzes.flatMap((quiz) => quiz.questions.map((question) => [randomUUID(), quiz.id, question.id, 0, 0])),
  );
  return { users, videos, quizzes };
}

/**
 * Each member takes 50 quizzes (13 is prime to 300: 50 different ones), each `attemptsPerMember /
 * 50` times, and watched 10 lessons in the last 14 days, five of them with quizzes never taken.
 */
async function seedAttempts(connection, users, quizzes) {
  const random = generator(20261129);
  // A bulk load of rows known to be consistent: the checks would only slow it (this session only).
  await connection.query('SET SESSION unique_checks = 0, foreign_key_checks = 0');
  const now = Date.now();
  const perQuiz = Math.max(1, Math.round(SCALE.attemptsPerMember / 50));
  let attempts = 0;
  /** Each quiz's running totals, as its attempts would have kept them. */
  const totals = new Map(quizzes.map((quiz) => [quiz.id, { attempts: 0, scoreSum: 0, passes: 0 }]));
  for (let start = 0; start < users.length; start += MEMBERS_PER_ROUND) {
    const attemptRows = [];
    const resultRows = [];
    const progressRows = [];
    const followUpRows = [];
    const since = now - 14 * DAY_MS;
    users.slice(start, start + MEMBERS_PER_ROUND).forEach(([userId], offset) => {
      const u = start + offset;
      // What each standing adds to the member's follow-up counts, as the product keeps them.
      const open = { failed: 0, notTaken: 0 };
      const followUpOf = (passed, attemptsMade, at) => {
        if (passed || at < since) return 'NONE';
        if (attemptsMade > 0) open.failed += 1;
        else open.notTaken += 1;
        return attemptsMade > 0 ? 'FAILED' : 'NOT_TAKEN';
      };
      for (let k = 0; k < 50; k++) {
        const quiz = quizzes[(u * 7 + k * 13) % quizzes.length];
        let best = 0;
        let passed = false;
        let last = 0;
        for (let n = 1; n <= perQuiz; n++) {
          const correct = Math.floor(random() * (SCALE.questions + 1));
          const score = Math.round((correct / SCALE.questions) * 100);
          const at = now - Math.floor(random() * SCALE.days * DAY_MS);
          last = Math.max(last, at);
          best = Math.max(best, score);
          const total = totals.get(quiz.id);
          total.attempts += 1;
          total.scoreSum += score;
          total.passes += score >= 70 ? 1 : 0;
          passed ||= score >= 70;
          attemptRows.push([
            orderedId(),
            quiz.id,
            quiz.videoId,
            userId,
            n,
            1,
            score,
            score >= 70 ? 1 : 0,
            correct,
            SCALE.questions,
            '[]',
            sqlTime(new Date(at)),
          ]);
        }
        resultRows.push([
          orderedId(),
          userId,
          quiz.id,
          perQuiz,
          best,
          passed ? 1 : 0,
          sqlTime(new Date(last)),
          followUpOf(passed, perQuiz, last),
        ]);
      }
      // Five lessons whose quizzes this member took, five whose quizzes they never took (k = 50…54):
      // a first watch starts a standing with no attempt, as the product's progress save does.
      for (let k = 0; k < SCALE.recentLessons; k++) {
        const quiz = quizzes[(u * 7 + (k < 5 ? k : 45 + k) * 13) % quizzes.length];
        const watched = now - Math.floor(random() * 14 * DAY_MS);
        const at = sqlTime(new Date(watched));
        progressRows.push([randomUUID(), userId, quiz.videoId, 300, 600, 300, 0, null, at]);
        if (k >= 5) resultRows.push([orderedId(), userId, quiz.id, 0, 0, 0, at, followUpOf(false, 0, watched)]);
      }
      followUpRows.push([orderedId(), userId, open.failed, open.notTaken, open.failed + open.notTaken]);
    });
    await insertBatches(
      connection,
      'quiz_attempts',
      [
        'id',
        'quizId',
        'videoId',
        'userId',
        'attemptNo',
        'quizVersion',
        'score',
        'passed',
        'correct',
        'total',
        'answers',
        'createdAt',
      ],
      attemptRows,
    );
    await insertBatches(
      connection,
      'quiz_results',
      ['id', 'userId', 'quizId', 'attempts', 'bestScore', 'passed', 'lastActivityAt', 'followUp'],
      resultRows,
    );
    await insertBatches(connection, 'quiz_follow_ups', ['id', 'userId', 'failed', 'notTaken', 'open'], followUpRows);
    await insertBatches(
      connection,
      'video_progress',
      ['id', 'userId', 'videoId', 'position', 'duration', 'furthest', 'completed', 'completedAt', 'updatedAt'],
      progressRows,
      5000,
      true,
    );
    attempts += attemptRows.length;
  }
  await connection.query('SET SESSION unique_checks = 1, foreign_key_checks = 1');
  for (const [quizId, total] of totals) {
    await connection.query('UPDATE quizzes SET attemptCount = ?, scoreSum = ?, passCount = ? WHERE id = ?', [
      total.attempts,
      total.scoreSum,
      total.passes,
      quizId,
    ]);
  }
  await connection.query(`UPDATE quiz_question_stats s JOIN quizzes q ON q.id = s.quizId
      SET s.answered = q.attemptCount, s.correct = FLOOR(q.attemptCount * (0.3 + RAND() * 0.6))`);
  await connection.query(
    'ANALYZE TABLE quizzes, quiz_attempts, quiz_results, quiz_question_stats, quiz_follow_ups, video_progress',
  );
  return attempts;
}

async function main() {
  await withBenchDatabase('quizzes', async ({ base, api, connection, passwordHash }) => {
    const seedStarted = performance.now();
    const { users, videos, quizzes } = await seedContent(connection, passwordHash);
    const attempts = await seedAttempts(connection, users, quizzes);
    const [[counts]] = await connection.query(
      'SELECT (SELECT COUNT(*) FROM quiz_attempts) AS attempts, (SELECT COUNT(*) FROM quiz_results) AS standings, (SELECT COUNT(*) FROM video_progress) AS progress',
    );
    console.log(
      `seeded ${users.length} members, ${videos.length} lessons with a ${SCALE.questions}-question quiz each, ${counts.attempts} attempts (${attempts} written), ${counts.standings} standings, ${counts.progress} progress rows in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const adminCookie = await login(base, ADMIN.email, ADMIN.password, '10.8.0.1');
    const chosen = Math.min(4242, users.length - 1);
    const member = users[chosen];
    const memberCookie = await login(base, member[1], MEMBER_PASSWORD, '10.7.0.1');
    const takenVideo = quizzes[(chosen * 7) % quizzes.length].videoId;
    console.log(
      `\nquiz reads (target: p95 ≤ ${TARGET_P95_MS} ms) · one at a time, 20 requests: p50 / p95 · 10 connections for ${ROUTE_SECONDS} s`,
    );
    const routes = [
      ["member's quiz read", `/api/videos/${takenVideo}/quiz`, memberCookie],
      ['quiz overview', '/api/admin/analytics/quizzes', adminCookie],
      ["one quiz's questions", `/api/admin/analytics/quizzes/${videos[17][0]}`, adminCookie],
      ['members to follow up (14 days)', '/api/admin/analytics/quiz-members', adminCookie],
      ["a member's attempts", `/api/admin/members/${member[0]}/quiz-attempts`, adminCookie],
    ];
    const figures = [];
    for (const [label, pathname, cookie] of routes) {
      const serial = await serialLatency(`${base}${pathname}`, cookie);
      const loaded = await routeLatency(`${base}${pathname}`, cookie, { seconds: ROUTE_SECONDS });
      figures.push({ label, serial, loaded });
      console.log(
        `  ${label.padEnd(32)} 1: ${ms(serial.p50).padStart(8)} / ${ms(serial.p95).padStart(8)} │ 10: ${loaded.perSecond
          .toFixed(0)
          .padStart(5)}/s p50 ${ms(loaded.p50).padStart(8)} p95 ${ms(loaded.p95).padStart(8)} p99 ${ms(
          loaded.p99,
        ).padStart(
          8,
        )}${loaded.non2xx ? ` (${loaded.non2xx} not 2xx)` : ''} ${loaded.p95 <= TARGET_P95_MS ? '≤' : '>'} ${TARGET_P95_MS} ms`,
      );
    }
    const today = seoulDay(new Date());
    console.log(`\nquiz-results.csv for today (${today}), API resident memory sampled every 20 ms:`);
    for (let round = 1; round <= 2; round++) {
      const run = await csvRun(base, `/api/admin/quiz-results.csv?from=${today}&to=${today}`, adminCookie, api.pid);
      console.log(
        `  round ${round} ${run.status} ${run.text.padStart(7)} in ${ms(run.elapsed).padStart(9)} (first byte ${ms(run.firstByte)})   RSS ${(run.before / 1024).toFixed(0)} → peak ${(run.peak / 1024).toFixed(0)} → ${(run.after / 1024).toFixed(0)} MB`,
      );
    }
    return figures;
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
