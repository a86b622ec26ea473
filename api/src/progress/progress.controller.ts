import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ContinueItem, CourseCardProgress, CourseProgress, LearningSummary, VideoProgress } from '@academy/common';
import { Viewers } from '../auth/decorators/access.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { User } from '../members/user.entity';
import { SaveProgressDto } from './dto/save-progress.dto';
import { ProgressService } from './progress.service';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { PROGRESS_EXAMPLE } from '../openapi/examples';

/** The caller's own progress only: no route takes a member id. */
@ApiTags('progress')
@Controller('api')
@Viewers()
export class ProgressController {
  constructor(private readonly progress: ProgressService) {}

  @Put('videos/:id/progress')
  @ApiOperation({ summary: '재생 위치 저장 (회원·동영상마다 2초에 한 번만 저장, 그 사이 요청은 현재 상태로 응답)' })
  @ApiAnswer(200, 'VideoProgress', { example: PROGRESS_EXAMPLE })
  @ApiErrors({ 403: ['VIDEO_NOT_AVAILABLE'] })
  save(@Param('id') id: string, @Body() input: SaveProgressDto, @CurrentUser() user: User): Promise<VideoProgress> {
    return this.progress.save(id, user, input);
  }

  @Get('videos/:id/progress')
  @ApiOperation({ summary: '내 재생 위치 (기록이 없으면 position 0, completed false)' })
  @ApiAnswer(200, 'VideoProgress', { example: PROGRESS_EXAMPLE })
  @ApiErrors({ 403: ['VIDEO_NOT_AVAILABLE'] })
  get(@Param('id') id: string, @CurrentUser() user: User): Promise<VideoProgress> {
    return this.progress.get(id, user);
  }

  @Get('courses/:id/progress')
  @ApiOperation({ summary: '강의 진도: 공개된 동영상 중 완료한 수와 동영상마다의 위치' })
  @ApiAnswer(200, 'CourseProgress')
  course(@Param('id') id: string, @CurrentUser() user: User): Promise<CourseProgress> {
    return this.progress.course(id, user);
  }

  @Get('me/progress/continue')
  @ApiOperation({ summary: '이어서 볼 동영상 최대 3개 (최근 시청순, 지금 시청할 수 있는 것만)' })
  @ApiAnswer(200, 'ContinueItem', { array: true })
  continueList(@CurrentUser() user: User): Promise<ContinueItem[]> {
    return this.progress.continueList(user);
  }

  @Get('me/progress/courses')
  @ApiOperation({
    summary:
      '강의 카드의 진도: 강의마다 지금 시청할 수 있는 동영상 기준 진도율과 이어서 볼 동영상 (한 번의 요청으로 전부)',
  })
  @ApiAnswer(200, 'CourseCardProgress', { array: true })
  courseCards(@CurrentUser() user: User): Promise<CourseCardProgress[]> {
    return this.progress.courseCards(user);
  }

  @Get('me/progress/summary')
  @ApiOperation({ summary: '학습 현황: 완료한 동영상 수, 수강 중인 강의 수, 최근 시청' })
  @ApiAnswer(200, 'LearningSummary')
  summary(@CurrentUser() user: User): Promise<LearningSummary> {
    return this.progress.summary(user);
  }
}
