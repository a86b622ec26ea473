import { Body, Controller, Delete, Get, Param, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type {
  AdminQuiz,
  MemberQuizAttempt,
  ActionAnswer,
  QuizMemberRow,
  QuizQuestionStats,
  QuizStatsRow,
} from '@academy/common';
import { formatSortableDateTime } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { seoulDay } from '@academy/common/korean-days';
import { QUIZ_MESSAGES } from '@academy/common/quiz';
import { ReportRangeQuery } from '../analytics/dto/report-range.query';
import { reportRange } from '../analytics/report-range';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { AdminAccountGuard } from '../auth/guards/admin-account.guard';
import { sendCsv } from '../http/csv';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { ApiAnswer, ApiContent, ApiErrors } from '../openapi/api-answer.decorator';
import { ADMIN_QUIZ_EXAMPLE } from '../openapi/examples';
import { CourseQuizRequirementDto, QuizInputDto } from './dto/quiz-input.dto';
import { QuizAnalyticsService } from './quiz-analytics.service';
import { QuizAuthoringService } from './quiz-authoring.service';

const C = ADMIN_MESSAGES.csv;

/** A lesson's quiz: the ADMIN writes it; the consoles may read it. */
@ApiTags('admin: quizzes')
@Controller('api/admin/videos/:id/quiz')
export class AdminQuizzesController {
  constructor(private readonly authoring: QuizAuthoringService) {}

  @Get()
  @AdminAccess()
  @ApiOperation({ summary: '동영상의 퀴즈 (정답 포함; 콘솔은 읽기만)' })
  @ApiAnswer(200, 'AdminQuiz', { example: ADMIN_QUIZ_EXAMPLE })
  read(@Param('id') id: string): Promise<AdminQuiz> {
    return this.authoring.read(id);
  }

  @Put()
  @UseGuards(AdminAccountGuard)
  @ApiOperation({ summary: '퀴즈 저장 (없으면 추가; 문제가 바뀌면 버전이 오름; ADMIN, 감사 기록)' })
  @ApiAnswer(200, 'AdminQuiz', { example: ADMIN_QUIZ_EXAMPLE })
  save(@Param('id') id: string, @Body() input: QuizInputDto, @Actor() actor: AdminActor): Promise<AdminQuiz> {
    return this.authoring.save(id, input, actor);
  }

  @Delete()
  @UseGuards(AdminAccountGuard)
  @ApiOperation({ summary: '퀴즈 삭제 (응시 기록과 오답 노트 포함; ADMIN, 감사 기록)' })
  @ApiAnswer(200, 'ActionAnswer')
  async remove(@Param('id') id: string, @Actor() actor: AdminActor): Promise<ActionAnswer> {
    await this.authoring.remove(id, actor);
    return { ok: true, message: QUIZ_MESSAGES.deleted };
  }
}

/** A course's lessons at once: "pass the quiz to complete" on or off for every quiz of the course. */
@ApiTags('admin: quizzes')
@UseGuards(AdminAccountGuard)
@Controller('api/admin/courses/:id/quiz-requirement')
export class CourseQuizzesController {
  constructor(private readonly authoring: QuizAuthoringService) {}

  @Put()
  @ApiOperation({ summary: '강의의 모든 퀴즈에 "합격해야 완료" 켜기/끄기 (ADMIN, 바뀐 퀴즈마다 감사 기록)' })
  @ApiAnswer(200, 'ActionAnswer')
  async require(
    @Param('id') id: string,
    @Body() input: CourseQuizRequirementDto,
    @Actor() actor: AdminActor,
  ): Promise<ActionAnswer> {
    const changed = await this.authoring.requireForCourse(id, input.requiredForCompletion, actor);
    return { ok: true, message: QUIZ_MESSAGES.courseRequirement(input.requiredForCompletion, changed), changed };
  }
}

/** The staff's quiz figures: per quiz, per question, the members to follow up, a member's attempts, the CSV. */
@ApiTags('admin: analytics')
@Controller('api/admin')
@AdminAccess()
export class QuizAnalyticsController {
  constructor(private readonly analytics: QuizAnalyticsService) {}

  @Get('analytics/quizzes')
  @ApiOperation({ summary: '퀴즈별 응시 수, 평균 점수, 합격률' })
  @ApiAnswer(200, 'QuizStatsRow', { array: true })
  overview(): Promise<QuizStatsRow[]> {
    return this.analytics.overview();
  }

  @Get('analytics/quizzes/:id')
  @ApiOperation({ summary: '퀴즈의 문제별 정답률 (어려운 문제부터)' })
  @ApiAnswer(200, 'QuizQuestionStats')
  questions(@Param('id') videoId: string): Promise<QuizQuestionStats> {
    return this.analytics.questions(videoId);
  }

  @Get('analytics/quiz-members')
  @ApiOperation({ summary: '최근 14일 퀴즈를 통과하지 못했거나 응시하지 않은 회원 (많은 순)' })
  @ApiAnswer(200, 'QuizMemberRow', { array: true })
  followUp(): Promise<QuizMemberRow[]> {
    return this.analytics.followUp();
  }

  @Get('members/:id/quiz-attempts')
  @ApiOperation({ summary: '회원의 퀴즈 응시 기록 (최근 200건, 최신순)' })
  @ApiAnswer(200, 'MemberQuizAttempt', { array: true })
  memberAttempts(@Param('id') id: string): Promise<MemberQuizAttempt[]> {
    return this.analytics.memberAttempts(id);
  }

  @Get('quiz-results.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: '퀴즈 응시 결과 CSV (from, to, courseId; 응시 시각순)' })
  @ApiContent(200, 'text/csv', '퀴즈 응시 결과: UTF-8 BOM, RFC 4180, =+-@ 로 시작하는 칸은 무력화', {
    'Content-Disposition': { description: "attachment; filename*=UTF-8''…", schema: { type: 'string' } },
  })
  @ApiErrors({ 404: ['NOT_FOUND'] })
  async resultsCsv(@Query() query: ReportRangeQuery, @Res() response: Response): Promise<void> {
    const range = reportRange(query);
    await sendCsv(response, {
      fileName: C.quizResultsFile(seoulDay(new Date())),
      asciiFileName: 'quiz-results.csv',
      header: C.quizResultsHeader,
      batches: mapRecords(this.analytics.results(range)),
    });
  }
}

async function* mapRecords(
  batches: ReturnType<QuizAnalyticsService['results']>,
): AsyncGenerator<Array<Array<string | number>>> {
  for await (const batch of batches) {
    yield batch.map((row) => [
      formatSortableDateTime(row.createdAt),
      row.name,
      row.email,
      row.courseTitle,
      row.videoTitle,
      row.attemptNo,
      row.quizVersion,
      row.score,
      row.correct,
      row.total,
      row.passed ? 'O' : 'X',
    ]);
  }
}
