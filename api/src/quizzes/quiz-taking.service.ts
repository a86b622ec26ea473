import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { MemberQuiz, QuizAnswer, QuizAttemptResult } from '@academy/common';
import { attemptAnswersProblem, gradeAttempt, isReviewable, type QuizQuestion } from '@academy/common/quiz';
import { isUniqueViolation } from '../database/unique-violation';
import { retry } from '../database/retry';
import { VideoProgress } from '../progress/video-progress.entity';
import { watchedEnough } from '../progress/progress-rules';
import { lockContention } from '../throttle/lock-contention';
import { VideosService, type Viewer } from '../videos/videos.service';
import type { Video } from '../videos/video.entity';
import { countNewStanding, followUpOf, moveFollowUp } from './follow-ups';
import { QuizAttempt, type AttemptAnswer } from './quiz-attempt.entity';
import { QuizQuestionStatRow } from './quiz-question-stat.entity';
import { QuizResult } from './quiz-result.entity';
import { attemptsExhausted, badAnswers, quizNotFound } from './quiz.errors';
import { Quiz } from './quiz.entity';
import { toMemberQuizWire } from './quiz.wire';
import { ReviewItemRow } from './review-item.entity';

/** Tries of one attempt: each lost race for an attempt number (or an InnoDB deadlock) reads again. */
const ATTEMPT_TRIES = 60;

/** A member taking a lesson's quiz: the questions without answers, and attempts graded here. */
@Injectable()
export class QuizTakingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Quiz) private readonly quizzes: Repository<Quiz>,
    @InjectRepository(QuizResult) private readonly results: Repository<QuizResult>,
    @InjectRepository(QuizAttempt) private readonly attempts: Repository<QuizAttempt>,
    private readonly access: VideosService,
  ) {}

  async read(videoId: string, viewer: Viewer, now = new Date()): Promise<MemberQuiz> {
    const { quiz } = await this.published(videoId, viewer, now);
    const result = await this.results.findOneBy({ userId: viewer.id, quizId: quiz.id });
    return toMemberQuizWire(quiz, result);
  }

  /**
   * Grades and stores one attempt. The attempt takes the next number of this member and quiz; the
   * unique index on that number makes a parallel post that read the same count lose and read
   * again, so each attempt is counted once and none passes the limit.
   */
  async attempt(videoId: string, viewer: Viewer, answers: QuizAnswer[], now = new Date()): Promise<QuizAttemptResult> {
    const { quiz, video } = await this.published(videoId, viewer, now);
    const problem = attemptAnswersProblem(quiz.questions, answers);
    if (problem) throw badAnswers(problem);
    const result = gradeAttempt(quiz, answers);
    await retry(
      async () => {
        const last = await this.attempts.maximum('attemptNo', { userId: viewer.id, quizId: quiz.id });
        const attemptNo = (last ?? 0) + 1;
        if (quiz.maxAttempts !== null && attemptNo > quiz.maxAttempts) throw attemptsExhausted();
        await this.dataSource.transaction((manager) =>
          this.store(manager, { quiz, video, viewer, answers, result, attemptNo, now }),
        );
      },
      { attempts: ATTEMPT_TRIES, firstMs: 5, maxMs: 50, jitter: true },
      { retryable: (error) => isUniqueViolation(error) || lockContention(error) },
    );
    return result;
  }

  private async store(
    manager: EntityManager,
    attempt: {
      quiz: Quiz;
      video: Video;
      viewer: Viewer;
      answers: QuizAnswer[];
      result: QuizAttemptResult;
      attemptNo: number;
      now: Date;
    },
  ): Promise<void> {
    const { quiz, viewer, result, now } = attempt;
    // First: the number this attempt takes. A lost race fails here, before anything else is written.
    await manager.insert(
      QuizAttempt,
      manager.create(QuizAttempt, {
        quizId: quiz.id,
        videoId: quiz.videoId,
        userId: viewer.id,
        attemptNo: attempt.attemptNo,
        quizVersion: quiz.version,
        score: result.score,
        passed: result.passed,
        correct: result.correct,
        total: result.total,
        answers: givenAnswers(quiz.questions, attempt.answers, result),
        createdAt: now,
      }),
    );
    await manager
      .createQueryBuilder()
      .update(Quiz)
      .set({
        attemptCount: () => 'attemptCount + 1',
        passCount: () => `passCount + ${result.passed ? 1 : 0}`,
        scoreSum: () => `scoreSum + ${result.score}`,
        updatedAt: () => 'updatedAt',
      })
      .where('id = :id', { id: quiz.id })
      .execute();
    await this.addToQuestionStats(manager, quiz.id, result);
    await this.keepStanding(manager, quiz, viewer.id, result, now);
    await this.keepReviewItems(manager, quiz, viewer.id, result);
    if (result.passed && quiz.requiredForCompletion) await completeHeldLesson(manager, attempt.video, viewer.id, now);
  }

  private async addToQuestionStats(manager: EntityManager, quizId: string, result: QuizAttemptResult): Promise<void> {
    const right = result.results.filter((entry) => entry.correct).map((entry) => entry.questionId);
    const all = result.results.map((entry) => entry.questionId);
    const table = manager.getRepository(QuizQuestionStatRow);
    await table
      .createQueryBuilder()
      .update()
      .set({ answered: () => 'answered + 1' })
      .where('quizId = :quizId AND questionId IN (:...all)', { quizId, all })
      .execute();
    if (right.length > 0) {
      await table
        .createQueryBuilder()
        .update()
        .set({ correct: () => 'correct + 1' })
        .where('quizId = :quizId AND questionId IN (:...right)', { quizId, right })
        .execute();
    }
  }

  /**
   * The member's best score and whether they have passed, made by the first attempt; and what the
   * standing adds to the member's follow-up counts (failed until passed).
   */
  private async keepStanding(
    manager: EntityManager,
    quiz: Quiz,
    userId: string,
    result: QuizAttemptResult,
    now: Date,
  ): Promise<void> {
    const standings = manager.getRepository(QuizResult);
    const stored = await standings.findOneBy({ userId, quizId: quiz.id });
    if (!stored) {
      const followUp = result.passed ? 'NONE' : 'FAILED';
      await standings.insert(
        standings.create({
          userId,
          quizId: quiz.id,
          attempts: 1,
          bestScore: result.score,
          passed: result.passed,
          lastActivityAt: now,
          followUp,
        }),
      );
      await countNewStanding(manager, userId, followUp);
      return;
    }
    // In SQL, so two attempts at once each count and the better score stays; the row is then this
    // transaction's until it ends, and read back as it now stands.
    await standings
      .createQueryBuilder()
      .update()
      .set({
        attempts: () => 'attempts + 1',
        bestScore: () => 'CASE WHEN attempts = 0 OR bestScore < :score THEN :score ELSE bestScore END',
        ...(result.passed ? { passed: true } : {}),
        lastActivityAt: now,
      })
      .where('id = :id', { id: stored.id })
      .setParameter('score', result.score)
      .execute();
    const standing = await standings.findOneOrFail({
      where: { id: stored.id },
      select: { id: true, userId: true, passed: true, attempts: true, followUp: true },
    });
    await moveFollowUp(manager, standing, standing.followUp, followUpOf(standing));
  }

  /** A typed question answered wrong goes into the 오답 노트, or starts over there if it already was. */
  private async keepReviewItems(
    manager: EntityManager,
    quiz: Quiz,
    userId: string,
    result: QuizAttemptResult,
  ): Promise<void> {
    const reviewable = new Set(quiz.questions.filter(isReviewable).map((question) => question.id));
    const wrong = result.results.filter((entry) => !entry.correct && reviewable.has(entry.questionId));
    if (wrong.length === 0) return;
    const items = manager.getRepository(ReviewItemRow);
    const existing = new Map(
      (await items.findBy({ userId, quizId: quiz.id })).map((item) => [item.questionId, item] as const),
    );
    for (const entry of wrong) {
      const item = existing.get(entry.questionId);
      if (item) {
        if (item.correctDays.length > 0) await items.update({ id: item.id }, { correctDays: [] });
      } else {
        await items.insert(items.create({ userId, quizId: quiz.id, questionId: entry.questionId, correctDays: [] }));
      }
    }
  }

  /** The lesson's published quiz, when the viewer may watch the lesson now; else 403 or 404. */
  private async published(videoId: string, viewer: Viewer, now: Date): Promise<{ quiz: Quiz; video: Video }> {
    const video = await this.access.playable(videoId, viewer, now);
    const quiz = await this.quizzes.findOneBy({ videoId, published: true });
    if (!quiz) throw quizNotFound();
    return { quiz, video };
  }
}

/** What the member answered to each question, as stored with the attempt. */
function givenAnswers(
  questions: readonly QuizQuestion[],
  answers: readonly QuizAnswer[],
  result: QuizAttemptResult,
): AttemptAnswer[] {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const correct = new Map(result.results.map((entry) => [entry.questionId, entry.correct]));
  return questions.map((question) => {
    const answer = byQuestion.get(question.id);
    const given = question.kind === 'CHOICE' ? (answer?.choice ?? null) : (answer?.text ?? null);
    return { questionId: question.id, correct: correct.get(question.id) ?? false, given };
  });
}

/** A passing attempt completes a lesson whose completion waited for it, if it was watched far and long enough. */
async function completeHeldLesson(manager: EntityManager, video: Video, userId: string, now: Date): Promise<void> {
  const rows = manager.getRepository(VideoProgress);
  const row = await rows.findOneBy({ userId, videoId: video.id });
  if (!row || row.completed) return;
  const registered = video.durationSec !== null && video.durationSec > 0;
  if (!watchedEnough(row, registered)) return;
  await rows.update({ id: row.id }, { completed: true, completedAt: now });
}
