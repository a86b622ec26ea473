import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, type Repository } from 'typeorm';
import type { MemberQuizAttempt, QuizMemberRow, QuizQuestionStats, QuizStatsRow } from '@academy/common';
import { ANALYTICS, displayName, isVerified } from '@academy/common';
import { memberQuestion, QUIZ_LIMITS } from '@academy/common/quiz';
import { DAY_MS } from '@academy/common/korean-days';
import type { ReportRange } from '../analytics/report-range';
import { isoTime } from '../analytics/report-sql';
import { Course } from '../courses/course.entity';
import { User } from '../members/user.entity';
import { memberNotFound } from '../members/member.errors';
import { VideoProgress } from '../progress/video-progress.entity';
import { Video } from '../videos/video.entity';
import { videoNotFound } from '../videos/video.errors';
import { QuizAttempt } from './quiz-attempt.entity';
import { QuizQuestionStatRow } from './quiz-question-stat.entity';
import { QuizResult } from './quiz-result.entity';
import { quizNotFound } from './quiz.errors';
import { Quiz } from './quiz.entity';

/** A share with one decimal, null when nothing was counted. */
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
const ATTEMPTS_SHOWN = 200;

/** One row of quiz-results.csv. */
export interface QuizResultRecord {
  createdAt: Date;
  name: string;
  email: string;
  courseTitle: string;
  videoTitle: string;
  attemptNo: number;
  quizVersion: number;
  score: number;
  correct: number;
  total: number;
  passed: boolean;
}

/**
 * The staff's quiz figures, read from the running totals each attempt keeps (per quiz, per
 * question, per member and quiz) rather than from the attempts, so they stay fast however many
 * attempts there are.
 */
@Injectable()
export class QuizAnalyticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Quiz) private readonly quizzes: Repository<Quiz>,
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  /** Every quiz with its attempts, average and pass rate, in the course list's order. */
  async overview(): Promise<QuizStatsRow[]> {
    const rows = await this.quizzes
      .createQueryBuilder('q')
      .innerJoin(Video, 'v', 'v.id = q.videoId')
      .innerJoin(Course, 'c', 'c.id = v.courseId')
      .select(['q.videoId AS videoId', 'q.questions AS questions', 'q.attemptCount AS attempts'])
      .addSelect(['q.passCount AS passes', 'q.scoreSum AS scoreSum', 'v.title AS title', 'c.title AS courseTitle'])
      .orderBy('c.title', 'ASC')
      .addOrderBy('v.createdAt', 'ASC')
      .addOrderBy('v.id', 'ASC')
      .getRawMany<Record<string, string | number>>();
    return rows.map((row) => {
      const attempts = Number(row.attempts);
      return {
        videoId: String(row.videoId),
        title: String(row.title),
        courseTitle: String(row.courseTitle),
        questions: (JSON.parse(String(row.questions)) as unknown[]).length,
        attempts,
        average: attempts > 0 ? Math.round((Number(row.scoreSum) / attempts) * 10) / 10 : null,
        passRate: share(Number(row.passes), attempts),
      };
    });
  }

  /** One quiz's questions with the share answering each right, the hardest first (unanswered ones last). */
  async questions(videoId: string): Promise<QuizQuestionStats> {
    const video = await this.videos.findOne({ where: { id: videoId }, select: { id: true, title: true } });
    if (!video) throw videoNotFound();
    const quiz = await this.quizzes.findOneBy({ videoId });
    if (!quiz) throw quizNotFound();
    const stats = await this.dataSource.getRepository(QuizQuestionStatRow).findBy({ quizId: quiz.id });
    const byQuestion = new Map(stats.map((row) => [row.questionId, row]));
    const questions = quiz.questions.map((question, index) => {
      const row = byQuestion.get(question.id);
      const answered = row?.answered ?? 0;
      return {
        index,
        stat: {
          questionId: question.id,
          kind: question.kind,
          prompt: question.kind === 'VOCAB' ? question.word : memberQuestion(question).prompt,
          answered,
          correctRate: share(row?.correct ?? 0, answered),
        },
      };
    });
    questions.sort((a, b) => (a.stat.correctRate ?? Infinity) - (b.stat.correctRate ?? Infinity) || a.index - b.index);
    return { videoId, title: video.title, questions: questions.map((entry) => entry.stat) };
  }

  /**
   * Approved members to follow up: published quizzes failed (no pass, an attempt in the window) or
   * never taken though the lesson was watched in the window; the most to follow up first.
   */
  async followUp(now = new Date()): Promise<QuizMemberRow[]> {
    const since = new Date(now.getTime() - QUIZ_LIMITS.followUpDays * DAY_MS);
    const failed = await this.dataSource
      .getRepository(QuizResult)
      .createQueryBuilder('r')
      .innerJoin(Quiz, 'q', 'q.id = r.quizId AND q.published = :published', { published: true })
      .select('r.userId', 'userId')
      .addSelect('COUNT(*)', 'count')
      .where('r.passed = :passed AND r.lastAttemptAt >= :since', { passed: false, since })
      .groupBy('r.userId')
      .getRawMany<{ userId: string; count: string | number }>();
    const notTaken = await this.dataSource
      .getRepository(VideoProgress)
      .createQueryBuilder('p')
      .innerJoin(Quiz, 'q', 'q.videoId = p.videoId AND q.published = :published', { published: true })
      .leftJoin(QuizResult, 'r', 'r.quizId = q.id AND r.userId = p.userId')
      .select('p.userId', 'userId')
      .addSelect('COUNT(*)', 'count')
      .where('p.updatedAt >= :since AND p.userId IS NOT NULL AND r.id IS NULL', { since })
      .groupBy('p.userId')
      .getRawMany<{ userId: string; count: string | number }>();
    const counts = new Map<string, { failed: number; notTaken: number }>();
    const entry = (userId: string) => counts.get(userId) ?? counts.set(userId, { failed: 0, notTaken: 0 }).get(userId)!;
    for (const row of failed) entry(row.userId).failed = Number(row.count);
    for (const row of notTaken) entry(row.userId).notTaken = Number(row.count);
    const ranked = [...counts].sort(([, a], [, b]) => b.failed + b.notTaken - (a.failed + a.notTaken));
    const rows: QuizMemberRow[] = [];
    for (
      let start = 0;
      start < ranked.length && rows.length < QUIZ_LIMITS.followUpRows;
      start += ANALYTICS.csvBatchRows
    ) {
      const slice = ranked.slice(start, start + ANALYTICS.csvBatchRows);
      const users = await this.users.find({
        where: slice.map(([id]) => ({ id })),
        select: { id: true, firstName: true, lastName: true, email: true, role: true },
      });
      const byId = new Map(users.map((user) => [user.id, user]));
      for (const [userId, count] of slice) {
        const user = byId.get(userId);
        if (user && isVerified(user)) rows.push({ userId, name: displayName(user), email: user.email, ...count });
      }
    }
    return rows
      .sort((a, b) => b.failed + b.notTaken - (a.failed + a.notTaken) || a.name.localeCompare(b.name, 'ko'))
      .slice(0, QUIZ_LIMITS.followUpRows);
  }

  /** A member's attempts, newest first. */
  async memberAttempts(userId: string): Promise<MemberQuizAttempt[]> {
    if (!(await this.users.existsBy({ id: userId }))) throw memberNotFound();
    const rows = await this.dataSource
      .getRepository(QuizAttempt)
      .createQueryBuilder('a')
      .innerJoin(Video, 'v', 'v.id = a.videoId')
      .select(['a.id AS id', 'a.videoId AS videoId', 'v.title AS videoTitle', 'a.attemptNo AS attemptNo'])
      .addSelect(['a.quizVersion AS quizVersion', 'a.score AS score', 'a.passed AS passed'])
      .addSelect(['a.correct AS correct', 'a.total AS total', 'a.createdAt AS createdAt'])
      .where('a.userId = :userId', { userId })
      .orderBy('a.createdAt', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .limit(ATTEMPTS_SHOWN)
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      id: String(row.id),
      videoId: String(row.videoId),
      videoTitle: String(row.videoTitle),
      attemptNo: Number(row.attemptNo),
      quizVersion: Number(row.quizVersion),
      score: Number(row.score),
      passed: Boolean(Number(row.passed)),
      correct: Number(row.correct),
      total: Number(row.total),
      createdAt: asDate(row.createdAt).toISOString(),
    }));
  }

  /** Every attempt of the range (oldest first), a batch at a time: quiz-results.csv. */
  async *results(range: ReportRange): AsyncGenerator<QuizResultRecord[]> {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const query = this.dataSource
        .getRepository(QuizAttempt)
        .createQueryBuilder('a')
        .innerJoin(Video, 'v', 'v.id = a.videoId')
        .innerJoin(Course, 'c', 'c.id = v.courseId')
        .leftJoin(User, 'u', 'u.id = a.userId')
        .select(['a.id AS id', 'a.createdAt AS createdAt', 'u.firstName AS firstName', 'u.lastName AS lastName'])
        .addSelect('u.email', 'email')
        .addSelect(['c.title AS courseTitle', 'v.title AS videoTitle', 'a.attemptNo AS attemptNo'])
        .addSelect(['a.quizVersion AS quizVersion', 'a.score AS score', 'a.correct AS correct'])
        .addSelect(['a.total AS total', 'a.passed AS passed'])
        .where('a.createdAt >= :start AND a.createdAt < :end', { start: range.start, end: range.end });
      if (range.courseId) query.andWhere('v.courseId = :courseId', { courseId: range.courseId });
      if (after) {
        const cursor = after;
        query.andWhere(
          new Brackets((where) =>
            where
              .where('a.createdAt > :at', { at: cursor.createdAt })
              .orWhere('a.createdAt = :at AND a.id > :id', { at: cursor.createdAt, id: cursor.id }),
          ),
        );
      }
      const rows = await query
        .orderBy('a.createdAt', 'ASC')
        .addOrderBy('a.id', 'ASC')
        .limit(ANALYTICS.csvBatchRows)
        .getRawMany<Record<string, unknown>>();
      if (rows.length > 0) {
        yield rows.map((row) => ({
          createdAt: asDate(row.createdAt),
          name: displayName({ firstName: row.firstName as string | null, lastName: row.lastName as string | null }),
          email: row.email === null ? '' : String(row.email),
          courseTitle: String(row.courseTitle),
          videoTitle: String(row.videoTitle),
          attemptNo: Number(row.attemptNo),
          quizVersion: Number(row.quizVersion),
          score: Number(row.score),
          correct: Number(row.correct),
          total: Number(row.total),
          passed: Boolean(Number(row.passed)),
        }));
        const last = rows[rows.length - 1]!;
        after = { createdAt: asDate(last.createdAt), id: String(last.id) };
      }
      if (rows.length < ANALYTICS.csvBatchRows) return;
    }
  }
}

/** A stored time as a Date (mysql2 gives a Date, SQLite the stored UTC text). */
const asDate = (value: unknown) => new Date(isoTime(value) ?? 0);
