import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, type Repository } from 'typeorm';
import type { MemberQuizAttempt, QuizMemberRow, QuizQuestionStats, QuizStatsRow } from '@academy/common';
import { ANALYTICS, displayName, ROLES, isVerified } from '@academy/common';
import { memberQuestion, QUIZ_LIMITS } from '@academy/common/quiz';
import type { ReportRange } from '../analytics/report-range';
import { isoTime } from '../analytics/report-sql';
import { Course } from '../courses/course.entity';
import { User } from '../members/user.entity';
import { memberNotFound } from '../members/member.errors';
import { Video } from '../videos/video.entity';
import { videoNotFound } from '../videos/video.errors';
import { QuizAttempt } from './quiz-attempt.entity';
import { QuizQuestionStatRow } from './quiz-question-stat.entity';
import { expireFollowUps } from './follow-ups';
import { QuizFollowUp } from './quiz-follow-up.entity';
import { quizNotFound } from './quiz.errors';
import { Quiz } from './quiz.entity';

/** A share with one decimal, null when nothing was counted. */
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
const ATTEMPTS_SHOWN = 200;
/** The staff follow up approved members only (not administrators, not those waiting or refused). */
const FOLLOWED_ROLES = ROLES.filter((role) => isVerified(role));

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
   * Approved members to follow up: published quizzes failed (attempted, never passed) or never
   * taken though the lesson was watched, active in the last 14 days; the most first. Read from each
   * member's counts (quiz_follow_ups), once the standings that fell out of the window are retired.
   */
  async followUp(now = new Date()): Promise<QuizMemberRow[]> {
    await expireFollowUps(this.dataSource, now);
    const rows = await this.dataSource
      .createQueryBuilder()
      .from(QuizFollowUp, 'f')
      .innerJoin(User, 'u', 'u.id = f.userId AND u.role IN (:...roles)', { roles: FOLLOWED_ROLES })
      .select(['f.userId AS userId', 'f.failed AS failed', 'f.notTaken AS notTaken'])
      .addSelect(['u.firstName AS firstName', 'u.lastName AS lastName', 'u.email AS email'])
      .where('f.open > 0')
      // Both descending: the (open, member) index read backwards, stopping at the 200th.
      .orderBy('f.open', 'DESC')
      .addOrderBy('f.userId', 'DESC')
      .limit(QUIZ_LIMITS.followUpRows)
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      userId: String(row.userId),
      name: displayName({ firstName: row.firstName as string | null, lastName: row.lastName as string | null }),
      email: String(row.email),
      failed: Number(row.failed),
      notTaken: Number(row.notTaken),
    }));
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
