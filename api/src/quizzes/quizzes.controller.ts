import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MemberQuiz, QuizAttemptResult, ReviewAnswerResult, ReviewItem } from '@academy/common';
import { Viewers } from '../auth/decorators/access.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { User } from '../members/user.entity';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { MEMBER_QUIZ_EXAMPLE, QUIZ_ATTEMPT_EXAMPLE } from '../openapi/examples';
import { QuizAttemptDto, ReviewAnswerDto } from './dto/quiz-attempt.dto';
import { QuizTakingService } from './quiz-taking.service';
import { ReviewService } from './review.service';

/** A member's quizzes and 오답 노트: the caller's own only, no route takes a member id. */
@ApiTags('quizzes')
@Controller('api')
@Viewers()
export class QuizzesController {
  constructor(
    private readonly taking: QuizTakingService,
    private readonly review: ReviewService,
  ) {}

  @Get('videos/:id/quiz')
  @ApiOperation({ summary: '동영상의 퀴즈 (정답·해설 없음; 공개된 퀴즈가 없으면 404)' })
  @ApiAnswer(200, 'MemberQuiz', { example: MEMBER_QUIZ_EXAMPLE })
  @ApiErrors({ 403: ['VIDEO_NOT_AVAILABLE'] })
  read(@Param('id') id: string, @CurrentUser() user: User): Promise<MemberQuiz> {
    return this.taking.read(id, user);
  }

  @Post('videos/:id/quiz/attempts')
  @ApiOperation({ summary: '퀴즈 응시: 서버가 채점하고 점수, 합격 여부, 문제마다 정답과 해설을 돌려줌' })
  @ApiAnswer(201, 'QuizAttemptResult', { example: QUIZ_ATTEMPT_EXAMPLE })
  @ApiErrors({ 403: ['VIDEO_NOT_AVAILABLE'], 409: ['ATTEMPTS_EXHAUSTED'] })
  attempt(
    @Param('id') id: string,
    @Body() input: QuizAttemptDto,
    @CurrentUser() user: User,
  ): Promise<QuizAttemptResult> {
    return this.taking.attempt(id, user, input.answers);
  }

  @Get('me/review')
  @ApiOperation({ summary: '오답 노트: 틀린 주관식·단어 문제 (두 날에 걸쳐 맞히면 빠짐)' })
  @ApiAnswer(200, 'ReviewItem', { array: true })
  reviewList(@CurrentUser() user: User): Promise<ReviewItem[]> {
    return this.review.list(user);
  }

  @Post('me/review/:id/answers')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '오답 노트 다시 풀기: 맞았는지, 정답, 남은 문제 수' })
  @ApiAnswer(200, 'ReviewAnswerResult')
  reviewAnswer(
    @Param('id') id: string,
    @Body() input: ReviewAnswerDto,
    @CurrentUser() user: User,
  ): Promise<ReviewAnswerResult> {
    return this.review.answer(id, user, input.text);
  }
}
