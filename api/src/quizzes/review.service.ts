import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { ReviewAnswerResult, ReviewItem } from '@academy/common';
import { correctAnswerText, isAcceptedText, memberQuestion, reviewCleared } from '@academy/common/quiz';
import { seoulDay } from '@academy/common/korean-days';
import { Video } from '../videos/video.entity';
import type { Viewer } from '../videos/videos.service';
import { reviewItemNotFound } from './quiz.errors';
import { Quiz } from './quiz.entity';
import { ReviewItemRow } from './review-item.entity';

/**
 * The member's 오답 노트: typed questions answered wrong, asked again until they are answered right
 * on two different Seoul days. Stored on the server, so it follows the member across devices.
 */
@Injectable()
export class ReviewService {
  constructor(
    @InjectRepository(ReviewItemRow) private readonly items: Repository<ReviewItemRow>,
    @InjectRepository(Quiz) private readonly quizzes: Repository<Quiz>,
    @InjectRepository(Video) private readonly videos: Repository<Video>,
  ) {}

  /** The items of quizzes still published, oldest first (one attempt's in the quiz's order); an item whose question was taken out is not asked. */
  async list(viewer: Viewer): Promise<ReviewItem[]> {
    const rows = await this.items.find({ where: { userId: viewer.id }, order: { createdAt: 'ASC', id: 'ASC' } });
    if (rows.length === 0) return [];
    const quizzes = await this.quizzes.findBy({ id: In([...new Set(rows.map((row) => row.quizId))]), published: true });
    const byQuiz = new Map(quizzes.map((quiz) => [quiz.id, quiz]));
    const titles = new Map(
      (
        await this.videos.find({
          where: { id: In(quizzes.map((quiz) => quiz.videoId)) },
          select: { id: true, title: true },
        })
      ).map((video) => [video.id, video.title]),
    );
    const asked = rows.flatMap((row) => {
      const quiz = byQuiz.get(row.quizId);
      const position = quiz?.questions.findIndex((entry) => entry.id === row.questionId) ?? -1;
      if (!quiz || position < 0) return [];
      return [{ row, quiz, position }];
    });
    // One attempt's misses share a moment (SQLite keeps whole seconds): then the quiz's own order.
    asked.sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime() || a.position - b.position);
    return asked.map(({ row, quiz, position }) => {
      const question = memberQuestion(quiz.questions[position]!, quiz.direction);
      return {
        id: row.id,
        videoId: quiz.videoId,
        videoTitle: titles.get(quiz.videoId) ?? '',
        questionId: row.questionId,
        kind: question.kind,
        prompt: question.prompt,
        correctDays: row.correctDays,
      };
    });
  }

  /**
   * Checks one answer. Right: the day is kept, and the item leaves once right on two days. Wrong:
   * the days kept so far are forgotten, as a new miss in a quiz would.
   */
  async answer(id: string, viewer: Viewer, text: string, now = new Date()): Promise<ReviewAnswerResult> {
    const row = await this.items.findOneBy({ id, userId: viewer.id });
    if (!row) throw reviewItemNotFound();
    const quiz = await this.quizzes.findOneBy({ id: row.quizId, published: true });
    const question = quiz?.questions.find((entry) => entry.id === row.questionId);
    if (!quiz || !question) throw reviewItemNotFound();
    const correct = isAcceptedText(question, text, quiz.direction);
    const correctDays = correct ? [...new Set([...row.correctDays, seoulDay(now)])] : [];
    const cleared = reviewCleared(correctDays);
    if (cleared) await this.items.delete({ id: row.id });
    else await this.items.update({ id: row.id }, { correctDays });
    return {
      correct,
      answer: correctAnswerText(question, quiz.direction),
      cleared,
      remaining: (await this.list(viewer)).length,
    };
  }
}
