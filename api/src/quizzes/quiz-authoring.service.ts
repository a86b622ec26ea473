import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, type EntityManager, type Repository } from 'typeorm';
import { MESSAGES, type AdminQuiz } from '@academy/common';
import { QUIZ_LIMITS, QUIZ_MESSAGES, quizInputProblems } from '@academy/common/quiz';
import type { AuditEvent } from '../audit/audit-event';
import { created, deleted, updated } from '../audit/audit-event';
import { audited, AuditService } from '../audit/audit.service';
import { validationFailed } from '../http/api-error';
import { fitsTextColumn } from '../http/fields';
import type { AdminActor } from '../members/actor.decorator';
import { Course } from '../courses/course.entity';
import { courseNotFound } from '../courses/course.errors';
import { Video } from '../videos/video.entity';
import { videoNotFound } from '../videos/video.errors';
import type { QuizInputDto } from './dto/quiz-input.dto';
import { retireQuizFollowUps } from './follow-ups';
import { QuizQuestionStatRow } from './quiz-question-stat.entity';
import { quizNotFound } from './quiz.errors';
import { Quiz } from './quiz.entity';
import { sameQuestions, storedQuestions } from './quiz-questions';
import { toAdminQuizWire } from './quiz.wire';

/** Staff writing a lesson's quiz: read, save (a draft or published), delete; every change audited. */
@Injectable()
export class QuizAuthoringService {
  constructor(
    @InjectRepository(Quiz) private readonly quizzes: Repository<Quiz>,
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    private readonly audit: AuditService,
  ) {}

  async read(videoId: string): Promise<AdminQuiz> {
    await this.video(videoId);
    const quiz = await this.quizzes.findOneBy({ videoId });
    if (!quiz) throw quizNotFound();
    return toAdminQuizWire(quiz);
  }

  /** Creates or replaces the quiz; a change of the questions makes a new version. */
  async save(videoId: string, input: QuizInputDto, actor: AdminActor): Promise<AdminQuiz> {
    const problems = quizInputProblems({ passMark: QUIZ_LIMITS.passMarkDefault, maxAttempts: null, ...input });
    if (problems.length > 0) throw validationFailed(problems.map(({ path, message }) => ({ field: path, message })));
    const video = await this.video(videoId);
    return this.audit.change(actor, async (manager) => {
      const quizzes = manager.getRepository(Quiz);
      const stored = await quizzes.findOneBy({ videoId });
      const questions = storedQuestions(input.questions, stored?.questions ?? []);
      if (!fitsTextColumn(JSON.stringify(questions))) {
        throw validationFailed([{ field: 'questions', message: QUIZ_MESSAGES.tooLong }]);
      }
      const before = stored ? { ...stored } : null;
      const quiz = stored ?? quizzes.create({ videoId, version: 1, attemptCount: 0, passCount: 0, scoreSum: 0 });
      if (stored && !sameQuestions(stored.questions, questions)) quiz.version = stored.version + 1;
      quiz.passMark = input.passMark ?? stored?.passMark ?? QUIZ_LIMITS.passMarkDefault;
      quiz.maxAttempts = input.maxAttempts !== undefined ? input.maxAttempts : (stored?.maxAttempts ?? null);
      quiz.requiredForCompletion = input.requiredForCompletion ?? stored?.requiredForCompletion ?? false;
      quiz.direction = input.direction ?? stored?.direction ?? 'EN_KO';
      quiz.published = input.published ?? stored?.published ?? false;
      quiz.questions = questions;
      const saved = await quizzes.save(quiz);
      await keepQuestionStats(manager, saved);
      const event: AuditEvent = before
        ? updated('QUIZ', saved.id, video.title, before, saved)
        : created('QUIZ', saved.id, video.title);
      return audited(toAdminQuizWire(saved), event);
    });
  }

  /**
   * Turns "pass to complete" on or off for every quiz of a course's lessons at once, each changed
   * quiz audited; answers how many changed.
   */
  async requireForCourse(courseId: string, required: unknown, actor: AdminActor): Promise<number> {
    if (typeof required !== 'boolean') {
      throw validationFailed([{ field: 'requiredForCompletion', message: MESSAGES.validation.boolean }]);
    }
    if (!(await this.videos.manager.getRepository(Course).existsBy({ id: courseId }))) throw courseNotFound();
    return this.videos.manager.transaction(async (manager) => {
      const lessons = await manager
        .getRepository(Video)
        .find({ where: { courseId }, select: { id: true, title: true } });
      const titles = new Map(lessons.map((lesson) => [lesson.id, lesson.title]));
      const quizzes = lessons.length
        ? await manager.getRepository(Quiz).findBy({ videoId: In(lessons.map((lesson) => lesson.id)) })
        : [];
      const changing = quizzes.filter((quiz) => quiz.requiredForCompletion !== required);
      if (changing.length === 0) return 0;
      await manager
        .getRepository(Quiz)
        .update({ id: In(changing.map((quiz) => quiz.id)) }, { requiredForCompletion: required });
      for (const quiz of changing) {
        const event = updated('QUIZ', quiz.id, titles.get(quiz.videoId), quiz, {
          ...quiz,
          requiredForCompletion: required,
        });
        await this.audit.record(actor, event, manager);
      }
      return changing.length;
    });
  }

  /** Deletes the quiz with its attempts, standings and review items. */
  async remove(videoId: string, actor: AdminActor): Promise<void> {
    const video = await this.video(videoId);
    await this.audit.change(actor, async (manager) => {
      const quizzes = manager.getRepository(Quiz);
      const quiz = await quizzes.findOneBy({ videoId });
      if (!quiz) throw quizNotFound();
      await retireQuizFollowUps(manager, quiz.id);
      await quizzes.delete({ id: quiz.id });
      return audited(undefined, deleted('QUIZ', quiz.id, video.title));
    });
  }

  private async video(id: string): Promise<Video> {
    const video = await this.videos.findOneBy({ id });
    if (!video) throw videoNotFound();
    return video;
  }
}

/**
 * One figures row per question, made when the question is: an attempt then only adds to rows
 * that exist (no insert races), and a question taken out loses its row.
 */
async function keepQuestionStats(manager: EntityManager, quiz: Quiz): Promise<void> {
  const stats = manager.getRepository(QuizQuestionStatRow);
  const ids = quiz.questions.map((question) => question.id);
  await stats.delete({ quizId: quiz.id, questionId: Not(In(ids)) });
  const existing = new Set((await stats.findBy({ quizId: quiz.id })).map((row) => row.questionId));
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length > 0) {
    await stats.insert(
      missing.map((questionId) => stats.create({ quizId: quiz.id, questionId, answered: 0, correct: 0 })),
    );
  }
}
