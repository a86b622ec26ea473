import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AuditTargets } from '../audit/audit-targets';
import { Course } from '../courses/course.entity';
import { User } from '../members/user.entity';
import { LESSON_QUIZZES } from '../progress/lesson-quizzes';
import { Video } from '../videos/video.entity';
import { VideosModule } from '../videos/videos.module';
import { AdminQuizzesController, CourseQuizzesController, QuizAnalyticsController } from './admin-quizzes.controller';
import { QuizAnalyticsService } from './quiz-analytics.service';
import { QuizAttempt } from './quiz-attempt.entity';
import { QuizFollowUp } from './quiz-follow-up.entity';
import { QuizAuthoringService } from './quiz-authoring.service';
import { QuizGate } from './quiz-gate.service';
import { QuizQuestionStatRow } from './quiz-question-stat.entity';
import { QuizResult } from './quiz-result.entity';
import { QuizTakingService } from './quiz-taking.service';
import { Quiz } from './quiz.entity';
import { QuizzesController } from './quizzes.controller';
import { ReviewItemRow } from './review-item.entity';
import { ReviewService } from './review.service';

/** Global for one token: learning progress asks quizzes through LESSON_QUIZZES without importing them. */
@Global()
@Module({
  imports: [
    AuditModule,
    VideosModule,
    TypeOrmModule.forFeature([
      Quiz,
      QuizAttempt,
      QuizResult,
      QuizFollowUp,
      QuizQuestionStatRow,
      ReviewItemRow,
      Video,
      User,
      Course,
    ]),
  ],
  controllers: [QuizzesController, AdminQuizzesController, CourseQuizzesController, QuizAnalyticsController],
  providers: [
    QuizAuthoringService,
    QuizTakingService,
    ReviewService,
    QuizAnalyticsService,
    QuizGate,
    { provide: LESSON_QUIZZES, useExisting: QuizGate },
  ],
  exports: [LESSON_QUIZZES],
})
export class QuizzesModule {
  constructor(auditTargets: AuditTargets) {
    auditTargets.register('QUIZ', Quiz);
  }
}
