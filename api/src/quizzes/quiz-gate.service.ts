import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { QuizStanding } from '@academy/common';
import { isUniqueViolation } from '../database/unique-violation';
import type { LessonQuizzes } from '../progress/lesson-quizzes';
import { countNewStanding } from './follow-ups';
import { QuizResult } from './quiz-result.entity';
import { Quiz } from './quiz.entity';
import { toStandingWire } from './quiz.wire';

/** What learning progress asks of quizzes: whether one holds a lesson's completion back, and each lesson's standing. */
@Injectable()
export class QuizGate implements LessonQuizzes {
  constructor(
    @InjectRepository(Quiz) private readonly quizzes: Repository<Quiz>,
    @InjectRepository(QuizResult) private readonly results: Repository<QuizResult>,
  ) {}

  /** True while the lesson has a published quiz that must be passed and this member has not passed it. */
  async holdsBack(userId: string, videoId: string): Promise<boolean> {
    const quiz = await this.quizzes.findOne({
      where: { videoId, published: true, requiredForCompletion: true },
      select: { id: true },
    });
    if (!quiz) return false;
    return !(await this.results.existsBy({ userId, quizId: quiz.id, passed: true }));
  }

  /** The member's standing on each of these lessons' published quizzes, by video id. */
  async standings(userId: string, videoIds: readonly string[]): Promise<Map<string, QuizStanding>> {
    if (videoIds.length === 0) return new Map();
    const quizzes = await this.quizzes.find({
      where: { videoId: In([...videoIds]), published: true },
      select: { id: true, videoId: true, requiredForCompletion: true },
    });
    if (quizzes.length === 0) return new Map();
    const results = await this.results.findBy({ userId, quizId: In(quizzes.map((quiz) => quiz.id)) });
    const byQuiz = new Map(results.map((result) => [result.quizId, result]));
    return new Map(quizzes.map((quiz) => [quiz.videoId, toStandingWire(quiz, byQuiz.get(quiz.id))]));
  }

  /**
   * A member's first watch of a lesson with a published quiz starts their standing on it (no
   * attempt yet), so the staff's follow-up list finds a quiz never taken without reading progress.
   */
  async noteWatched(userId: string, videoId: string, now: Date): Promise<void> {
    const quiz = await this.quizzes.findOne({ where: { videoId, published: true }, select: { id: true } });
    if (!quiz) return;
    try {
      await this.results.manager.transaction(async (manager) => {
        await manager.insert(
          QuizResult,
          manager.create(QuizResult, {
            userId,
            quizId: quiz.id,
            attempts: 0,
            bestScore: 0,
            passed: false,
            lastActivityAt: now,
            followUp: 'NOT_TAKEN',
          }),
        );
        await countNewStanding(manager, userId, 'NOT_TAKEN');
      });
    } catch (error) {
      // Already standing on it (an attempt came first, or a parallel save): nothing to start.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  passedCount(userId: string): Promise<number> {
    return this.results.countBy({ userId, passed: true });
  }
}
