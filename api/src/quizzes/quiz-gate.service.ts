import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { QuizStanding } from '@academy/common';
import { QuizResult } from './quiz-result.entity';
import { Quiz } from './quiz.entity';
import { toStandingWire } from './quiz.wire';

/** What learning progress asks of quizzes: whether one holds a lesson's completion back, and each lesson's standing. */
@Injectable()
export class QuizGate {
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

  passedCount(userId: string): Promise<number> {
    return this.results.countBy({ userId, passed: true });
  }
}
